import { describe, expect, it } from 'vitest';
import { indiaPostNumbers, noteParts } from './note-links';

describe('noteParts', () => {
  it('keeps a note without an address as one piece of text', () => {
    expect(noteParts('Packed with care')).toEqual([{ text: 'Packed with care' }]);
  });

  it('makes the tracking address a link and leaves the full stop after it as text', () => {
    expect(noteParts('India Post EE123456789IN, track at https://track.example.in/EE123456789IN.')).toEqual([
      { text: 'India Post ' },
      { text: 'EE123456789IN', indiaPost: true },
      { text: ', track at ' },
      { text: 'https://track.example.in/EE123456789IN', href: 'https://track.example.in/EE123456789IN' },
      { text: '.' },
    ]);
  });

  it('finds several addresses, and none but http(s)', () => {
    const parts = noteParts(
      '(http://a.example.com) then javascript:alert(1) and https://b.example.com/x?y=1',
    );
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      'http://a.example.com',
      'https://b.example.com/x?y=1',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      '(http://a.example.com) then javascript:alert(1) and https://b.example.com/x?y=1',
    );
  });

  it('leaves an address without a real host as text', () => {
    expect(noteParts('see https://localhost')).toEqual([{ text: 'see https://localhost' }]);
  });

  it('marks India Post article numbers (two letters, nine digits, IN) and nothing like them', () => {
    expect(noteParts('Speed Post RX123456789IN today')).toEqual([
      { text: 'Speed Post ' },
      { text: 'RX123456789IN', indiaPost: true },
      { text: ' today' },
    ]);
    expect(indiaPostNumbers('EE123456789IN and EE123456789IN, CP987654321IN')).toEqual([
      'EE123456789IN',
      'CP987654321IN',
    ]);
    for (const note of [
      'EE12345678IN',
      'EE123456789US',
      'XEE123456789IN',
      'call 9876543210',
      'ee123456789in',
    ])
      expect(indiaPostNumbers(note), note).toEqual([]);
  });
});
