import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.js';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('requestLanguage', () => {
  it('is Marathi when the caller names Marathi first, English otherwise', () => {
    expect(requestLanguage(asking('mr'))).toBe('mr');
    expect(requestLanguage(asking('mr-IN,en;q=0.8'))).toBe('mr');
    expect(requestLanguage(asking('en-IN'))).toBe('en');
    expect(requestLanguage(asking('en-IN,mr;q=0.9'))).toBe('en');
    expect(requestLanguage(asking('hi'))).toBe('en');
    expect(requestLanguage(asking('mrx'))).toBe('en');
    expect(requestLanguage(asking())).toBe('en');
  });
});
