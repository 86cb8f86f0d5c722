import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firebaseJson } from './deploy-checks-fixtures.js';
import {
  MAIL_COLLECTION,
  MAIL_EXTENSION_ENV,
  mailExtensionFindings,
  parseExtensionEnv,
} from './deploy-checks-mail.js';
import { ROOT } from './project.js';

/*
 * The new-order e-mail extension's checks (deploy-checks-mail.ts): how firebase.json declares it
 * and what its .env sets.
 */

describe('the new-order e-mail extension', () => {
  const env = () => readFileSync(join(ROOT, MAIL_EXTENSION_ENV), 'utf8');
  const withLine = (text: string, name: string, value: string | null) => {
    const line = new RegExp(`^${name.replace(/[./]/g, '\\$&')}=.*$`, 'm');
    return value === null ? text.replace(line, '') : text.replace(line, `${name}=${value}`);
  };
  const filled = () =>
    withLine(
      withLine(env(), 'SMTP_CONNECTION_URI', 'smtps://orders@karadorganic.in@smtp.example.net:465'),
      'DEFAULT_FROM',
      'Karad Organic <orders@karadorganic.in>',
    );

  it("is declared in firebase.json at a pinned version, for the API's mail collection in asia-south1", () => {
    expect(firebaseJson().extensions).toEqual({
      'firestore-send-email': 'firebase/firestore-send-email@0.2.7',
    });
    const { params } = parseExtensionEnv(env());
    expect(params).toMatchObject({
      MAIL_COLLECTION: 'mail',
      DATABASE: '(default)',
      DATABASE_REGION: 'asia-south1',
      'firebaseextensions.v1beta.function/location': 'asia-south1',
    });
    // The collection the API really writes.
    expect(readFileSync(join(ROOT, 'functions/src/mail/mail.repository.ts'), 'utf8')).toContain(
      `collection('${MAIL_COLLECTION}')`,
    );
  });

  it('passes the repository as it is, warning only that the owner’s SMTP settings are empty', () => {
    expect(mailExtensionFindings(firebaseJson(), env())).toEqual({
      faults: [],
      warnings: [
        "extensions/firestore-send-email.env: SMTP_CONNECTION_URI and DEFAULT_FROM are empty: fill in your mail provider's settings before `npm run deploy` (it refuses until then).",
      ],
    });
    expect(mailExtensionFindings(firebaseJson(), filled())).toEqual({ faults: [], warnings: [] });
  });

  it('fails an extension that is not declared, or not pinned to one version', () => {
    const { extensions: _extensions, ...undeclared } = firebaseJson();
    expect(mailExtensionFindings(undeclared, filled()).faults[0]).toMatch(
      /declares no "firestore-send-email" extension: new-order e-mails would never be sent/,
    );
    for (const ref of [
      'firebase/firestore-send-email',
      'firebase/firestore-send-email@latest',
      'firebase/firestore-send-email@^0.2.7',
    ])
      expect(
        mailExtensionFindings({ ...firebaseJson(), extensions: { 'firestore-send-email': ref } }, filled())
          .faults,
      ).toEqual([
        `firebase.json's "firestore-send-email" is "${ref}": pin it to one version, e.g. "firebase/firestore-send-email@0.2.7".`,
      ]);
  });

  it('fails parameters that miss the shop’s collection, database or location', () => {
    expect(mailExtensionFindings(firebaseJson(), undefined).faults).toEqual([
      "extensions/firestore-send-email.env is missing: firebase deploy reads the extension's parameters from it.",
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DATABASE_REGION', 'nam5')).faults,
    ).toEqual([
      'extensions/firestore-send-email.env: DATABASE_REGION is "nam5", not asia-south1 (the location of the shop\'s Firestore database).',
    ]);
    expect(
      mailExtensionFindings(
        firebaseJson(),
        withLine(filled(), 'firebaseextensions.v1beta.function/location', null),
      ).faults,
    ).toEqual([
      "extensions/firestore-send-email.env: firebaseextensions.v1beta.function/location is null, not asia-south1 (where the extension's function runs).",
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'MAIL_COLLECTION', 'emails')).faults[0],
    ).toMatch(/MAIL_COLLECTION is "emails", not mail/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'TTL_EXPIRE_VALUE', null)).faults,
    ).toEqual([
      'extensions/firestore-send-email.env does not name TTL_EXPIRE_VALUE, which the extension requires.',
    ]);
  });

  it('fails a password written into the file, and malformed SMTP settings', () => {
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'SMTP_PASSWORD', 'hunter2')).faults[0],
    ).toMatch(/SMTP_PASSWORD must name a Secret Manager secret .* never the password itself/);
    expect(
      mailExtensionFindings(
        firebaseJson(),
        withLine(
          filled(),
          'SMTP_CONNECTION_URI',
          'smtps://orders@karadorganic.in:hunter2@smtp.example.net:465',
        ),
      ).faults,
    ).toEqual([
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI holds a password: remove it (the first deploy asks for it and keeps it in Secret Manager).',
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'SMTP_CONNECTION_URI', 'smtp.example.net'))
        .faults[0],
    ).toMatch(/SMTP_CONNECTION_URI "smtp.example.net" is not smtps:\/\/user@host:port/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DEFAULT_FROM', 'Karad Organic')).faults[0],
    ).toMatch(/DEFAULT_FROM "Karad Organic" is not an address/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DEFAULT_FROM', 'orders@karadorganic.in'))
        .faults,
    ).toEqual([]);
  });
  it("refuses the README's example SMTP settings: they are samples, not the farm's", () => {
    const readme = withLine(
      withLine(env(), 'SMTP_CONNECTION_URI', 'smtps://orders@yourfarm.in@smtp.example.com:465'),
      'DEFAULT_FROM',
      'Karad Organic <orders@yourfarm.in>',
    );
    expect(mailExtensionFindings(firebaseJson(), readme).faults).toEqual([
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI is still the README\'s example ("smtps://orders@yourfarm.in@smtp.example.com:465"): use your mail provider\'s settings.',
      'extensions/firestore-send-email.env: DEFAULT_FROM is still the README\'s example ("Karad Organic <orders@yourfarm.in>"): use your mail provider\'s settings.',
    ]);
  });
});
