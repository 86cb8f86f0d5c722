import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from '@contract/addresses';
import { apiWords, issueWords } from './api-words';

describe('apiWords: what the API said, worded by this build from its code', () => {
  it('words a code with its parameters, whatever words came with it', () => {
    expect(apiWords({ messageCode: 'cart.quantityTooLarge', params: { max: 99 }, message: 'ignored' })).toBe(
      'You can order up to 99 of one item at a time.',
    );
    expect(apiWords({ messageCode: 'payment.codOverMax', params: { max: 2000 } })).toBe(
      'Cash on delivery is available for orders up to ₹2,000.00.',
    );
  });

  it('falls back to the words the API sent for a code it does not know, then to the caller’s', () => {
    expect(apiWords({ messageCode: 'cart.fromTheFuture', params: {}, message: 'Sent words.' })).toBe(
      'Sent words.',
    );
    expect(apiWords({ messageCode: 'cart.fromTheFuture' }, 'Fallback.')).toBe('Fallback.');
    expect(apiWords(undefined, 'Fallback.')).toBe('Fallback.');
  });
});

describe('issueWords: a contract schema’s issue in a form, as the API would word it', () => {
  it('says what each field needs, and never zod’s own English', () => {
    const parsed = AddressInputSchema.safeParse({ name: ' ', street: 7 });
    const issues = parsed.error!.issues;
    expect(issueWords(issues[0])).toBe('Please fill in all required address fields.');
    expect(issueWords(issues.find((issue) => issue.path[0] === 'name'))).toBe('Enter the full name.');
    expect(issueWords(issues.find((issue) => issue.path[0] === 'street'))).toBe('Enter the street address.');
    expect(issueWords(undefined, 'Fallback.')).toBe('Fallback.');
  });
});
