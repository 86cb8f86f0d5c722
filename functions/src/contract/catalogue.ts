/**
 * The shape a translation of messages.ts must have (issue 27): the storefront is built once per
 * language, and `@/words/messages` points at that language's module, so every module must
 * answer the same keys with the same kinds of value. A translation module writes each group as
 * `{ … } as const satisfies Catalogue<typeof EN.GROUP>`: a missing key, an extra key, a string
 * where a function was (or the other way) or a function taking other parameters is a type error.
 */

/** One message translated: a string for a string, a function of the same parameters for a function. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? Catalogue<T>
      : never;

/**
 * A translation of a message group: the same keys at every depth (nested groups such as
 * `labels: { Pending: … }`, and arrays or tuples kept as such), each string a string, each function
 * the same parameters returning a string.
 */
export type Catalogue<T> = { readonly [K in keyof T]: Translation<T[K]> };
