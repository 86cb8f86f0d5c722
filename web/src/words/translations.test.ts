import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every translated catalogue — the storefront's here, and the API's words in the contract
 * (`x.mr.ts` beside `x.ts`: the Marathi build uses it in place of the English one, README.md here) has exactly the English one's exports and keys at
 * every depth, strings for strings and functions for functions, and each Marathi string is written
 * in Devanagari. A missing translation is a type error too (`satisfies Catalogue<…>` in each file);
 * this holds at run time what the types cannot see (a `string` where a function belongs in JS).
 */
const DIRS = [__dirname, join(__dirname, '../../../functions/src/contract')];
const TRANSLATIONS = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /^[\w-]+\.mr\.ts$/.test(name))
    .map((name) => join(dir, name)),
);

type Tree = { readonly [key: string]: unknown };
const shape = (node: unknown): unknown =>
  typeof node === 'function'
    ? `function/${node.length}`
    : typeof node === 'string'
      ? 'string'
      : Object.entries(node as Tree).map(([key, value]) => [key, shape(value)]);

/** Every string leaf, with where it is. */
const strings = (node: unknown, at: string): [string, string][] =>
  typeof node === 'string'
    ? [[at, node]]
    : node && typeof node === 'object'
      ? Object.entries(node as Tree).flatMap(([key, value]) => strings(value, `${at}.${key}`))
      : [];

describe.each(TRANSLATIONS)('%s', (file) => {
  it('has the English catalogue’s exports and keys at every depth', async () => {
    const english = (await import(file.replace('.mr.ts', '.ts'))) as Tree;
    const marathi = (await import(file)) as Tree;
    expect(Object.keys(marathi).sort()).toEqual(Object.keys(english).sort());
    for (const name of Object.keys(english)) expect(shape(marathi[name]), name).toEqual(shape(english[name]));
  });

  it('writes its words in Devanagari (names such as UPI or WhatsApp aside)', async () => {
    const english = (await import(file.replace('.mr.ts', '.ts'))) as Tree;
    const marathi = (await import(file)) as Tree;
    // The owner's groups are re-exported in English on purpose (the back office stays English).
    const shopper = Object.keys(marathi).filter((name) => marathi[name] !== english[name]);
    const untranslated = shopper.flatMap((name) =>
      strings(marathi[name], name).filter(
        ([at, text]) =>
          /[A-Za-z]{3,}/.test(text) &&
          !/[\u0900-\u097F]/.test(text) &&
          !/^(UPI|UTR|OTP|FSSAI|WhatsApp|Karad Organic|KO-\d+|[A-Z]{2,})$/.test(text.trim()) &&
          strings(english[name], name).some(([where]) => where === at),
      ),
    );
    expect(untranslated).toEqual([]);
  });
});
