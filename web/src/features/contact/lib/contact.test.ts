import { describe, expect, it } from 'vitest';
import { contactWhatsAppLink, EMPTY_CONTACT, isValidEmail, validateContact } from './contact';

const filled = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Bulk jaggery',
  message: 'Do you ship 10 kg?',
};

describe('validateContact', () => {
  it('requires all four fields', () => {
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(validateContact({ ...filled, subject: '   ' })).toEqual({ subject: 'Please enter a subject.' });
    expect(validateContact(filled)).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(isValidEmail('asha@example.com')).toBe(true);
    expect(isValidEmail(' asha@example.co.in ')).toBe(true);
    for (const bad of ['asha', 'asha@', '@example.com', 'asha@example', 'a sha@example.com'])
      expect(isValidEmail(bad)).toBe(false);
    expect(validateContact({ ...filled, email: 'asha@example' }).email).toMatch(/valid email/);
  });
});

describe('contactWhatsAppLink', () => {
  it('opens a chat with the shop number and the four fields as the message', () => {
    const link = contactWhatsAppLink('91 98765-43210', {
      ...filled,
      message: 'Do you ship 10 kg? & to Pune',
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'Hello Karad Organic!\nName: Asha Patil\nEmail: asha@example.com\nSubject: Bulk jaggery\nMessage: Do you ship 10 kg? & to Pune',
    );
    expect(link).not.toContain(' ');
  });
});
