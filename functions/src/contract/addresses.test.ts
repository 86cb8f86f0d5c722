import { describe, expect, it } from 'vitest';
import { AddressInputSchema, normaliseIndianMobile } from './addresses.js';
import { formatPhone } from './india.js';
import { issueMessage, renderMessage } from './api-message.js';
import { API_TEXT } from './api-text.js';

const SUNITA = {
  name: 'Sunita Patil',
  street: '12 Shivaji Chowk, Somwar Peth',
  city: 'Karad',
  state: 'Maharashtra',
  postalCode: '415110',
  country: 'India',
  phoneNumber: '+91 98765 43210',
};

/** Each issue as the API answers it: where, and its message code. */
const codesFor = (body: object) => {
  const parsed = AddressInputSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issueMessage(API_TEXT, issue).code]);
};
const messagesFor = (change: object) => codesFor({ ...SUNITA, ...change });

describe('normaliseIndianMobile', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '098765-43210',
    '+91 98765 43210',
    '919876543210',
    '(+91) 98765.43210',
  ])('stores %s as +919876543210', (typed) => expect(normaliseIndianMobile(typed)).toBe('+919876543210'));

  it.each(['12345', '5876543210', '+1 415 555 0100', '98765432101', '+92 98765 43210', 'nine eight'])(
    'refuses %s',
    (typed) => expect(normaliseIndianMobile(typed)).toBeUndefined(),
  );
});

describe('AddressInputSchema', () => {
  it('stores the phone as +91 and 10 digits, and the state and country as India names them', () => {
    expect(
      AddressInputSchema.parse({
        ...SUNITA,
        phoneNumber: '098765 43210',
        state: ' maharashtra',
        country: 'INDIA',
      }),
    ).toMatchObject({
      phoneNumber: '+919876543210',
      state: 'Maharashtra',
      country: 'India',
      isDefault: false,
    });
  });

  it.each([
    ['letters in the PIN', { postalCode: 'abc12' }, 'postalCode', 'address.pincodeInvalid'],
    ['a PIN starting with 0', { postalCode: '015110' }, 'postalCode', 'address.pincodeInvalid'],
    ['a 5-digit PIN', { postalCode: '41511' }, 'postalCode', 'address.pincodeInvalid'],
    ['a state that is not one', { state: 'Bombay Presidency' }, 'state', 'address.stateInvalid'],
    ['another country', { country: 'Nepal' }, 'country', 'address.countryNotIndia'],
    ['a landline-length number', { phoneNumber: '2164 222333' }, 'phoneNumber', 'address.phoneInvalid'],
  ])('marks %s on its own field', (_case, change, field, message) => {
    expect(messagesFor(change)).toEqual([[field, message]]);
  });

  it('says the spec’s sentence first, on the whole address, then what each missing field needs', () => {
    const parsed = AddressInputSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const issues =
      parsed.error?.issues.map((issue) => [
        issue.path.join('.'),
        renderMessage(API_TEXT, issueMessage(API_TEXT, issue)),
      ]) ?? [];
    expect(issues).toEqual([
      ['', 'Please fill in all required address fields.'],
      ['name', 'Enter the full name.'],
      ['street', 'Enter the street address.'],
      ['city', 'Enter the city or town.'],
      ['state', 'Choose the state.'],
      ['postalCode', 'Enter a 6-digit PIN code.'],
      ['country', 'Enter the country.'],
      ['phoneNumber', 'Enter a 10-digit mobile number.'],
    ]);
  });

  it('names a blank field as missing, with the summary; a wrong one alone, without it', () => {
    expect(messagesFor({ name: '   ', postalCode: '41511' })).toEqual([
      ['', 'address.required'],
      ['name', 'address.nameRequired'],
      ['postalCode', 'address.pincodeInvalid'],
    ]);
    expect(messagesFor({ postalCode: '41511' })).toEqual([['postalCode', 'address.pincodeInvalid']]);
  });

  it('keeps an optional landmark trimmed, and no key at all when there is none', () => {
    expect(AddressInputSchema.parse({ ...SUNITA, landmark: '  Near Krishna Hospital ' })).toMatchObject({
      landmark: 'Near Krishna Hospital',
    });
    expect(AddressInputSchema.parse({ ...SUNITA, landmark: '   ' })).not.toHaveProperty('landmark');
    expect(AddressInputSchema.parse(SUNITA)).not.toHaveProperty('landmark');
    // A limit comes with its figure, from the schema, for each language to word.
    const long = AddressInputSchema.safeParse({ ...SUNITA, landmark: 'x'.repeat(101) });
    const [issue] = long.error?.issues ?? [];
    expect(issue?.path).toEqual(['landmark']);
    expect(issueMessage(API_TEXT, issue!)).toEqual({ code: 'address.landmarkTooLong', params: { max: 100 } });
    expect(renderMessage(API_TEXT, issueMessage(API_TEXT, issue!))).toBe(
      'Please keep the landmark under 100 characters.',
    );
    expect(messagesFor({ name: 'x'.repeat(101) })).toEqual([['name', 'address.nameTooLong']]);
    expect(messagesFor({ landmark: 'Near\nthe temple' })).toHaveLength(1);
    expect(messagesFor({ landmark: 7 })).toEqual([['landmark', 'field.text']]);
  });
});

describe('formatPhone', () => {
  it('groups a stored Indian mobile as people read it', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });
  it('leaves anything else as it was typed (older addresses)', () => {
    expect(formatPhone('+91 98765 43210')).toBe('+91 98765 43210');
    expect(formatPhone('02164 222333')).toBe('02164 222333');
  });
});
