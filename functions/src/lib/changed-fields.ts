/**
 * What changed between two plain JSON documents, leaf by leaf: for each dotted path whose value
 * differs (`upi.id`, `cod.maxTotal`), its value before and after. Objects are walked; anything
 * else (strings, numbers, booleans, null, arrays such as a PIN code list) is a leaf compared as a
 * whole. A path only one side has shows `null` on the other (Firestore stores no `undefined`).
 * The audit log keeps exactly this, so an entry says what the owner changed and nothing else.
 */
export interface ChangedFields {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leaves(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) {
      leaves(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (prefix !== '' && value !== undefined) {
    into.set(prefix, value);
  }
  return into;
}

export function changedFields(before: unknown, after: unknown): ChangedFields {
  const old = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const changed: ChangedFields = { before: {}, after: {} };
  for (const path of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const was = old.has(path) ? old.get(path) : null;
    const is = now.has(path) ? now.get(path) : null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changed.before[path] = was;
    changed.after[path] = is;
  }
  return changed;
}
