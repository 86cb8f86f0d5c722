import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { AuditEntry } from '../contract/admin.js';
import { toIso } from '../lib/time.js';

/** The only code that touches `auditLog`: one document per admin write, never changed after. */
const COLLECTION = 'auditLog';

interface AuditDoc {
  at: Timestamp;
  by: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Firestore refuses `undefined`; what is recorded is plain JSON data (null for "nothing"). */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export function appendAuditInTransaction(db: Firestore, tx: Transaction, entry: Omit<AuditDoc, 'at'>): void {
  tx.create(db.collection(COLLECTION).doc(), {
    ...entry,
    before: plain(entry.before),
    after: plain(entry.after),
    at: Timestamp.now(),
  } satisfies AuditDoc);
}

const toEntry = (id: string, data: AuditDoc): AuditEntry => ({ _id: id, ...data, at: toIso(data.at) });

/** Newest first, after the entry `cursor` (undefined when that entry does not exist). */
export async function findAuditPage(
  db: Firestore,
  cursor: string | undefined,
  limit: number,
): Promise<{ entries: AuditEntry[]; more: boolean } | undefined> {
  let query = db.collection(COLLECTION).orderBy('at', 'desc');
  if (cursor) {
    const after = await db.collection(COLLECTION).doc(cursor).get();
    if (!after.exists) return undefined;
    query = query.startAfter(after);
  }
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  return { entries: docs.map((doc) => toEntry(doc.id, doc.data() as AuditDoc)), more: snapshot.size > limit };
}
