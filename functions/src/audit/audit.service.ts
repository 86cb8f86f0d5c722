import type { Transaction } from 'firebase-admin/firestore';
import { AUDIT_PAGE, type AuditPage } from '../contract/admin.js';
import { msg } from '../contract/api-message.js';
import { InvalidError } from '../lib/errors.js';
import { db } from '../lib/firestore.js';
import { appendAuditInTransaction, findAuditPage } from './audit.repository.js';

/**
 * The owner's audit log: every admin write (order moves, product changes, blog posts) records who
 * did what, from what to what. Written in the same transaction as the change itself, so a change
 * is never without its entry nor an entry without its change.
 */
export interface AuditRecord {
  /** The admin's uid. */
  by: string;
  /** e.g. 'order.status', 'product.update', 'blog.create'. */
  action: string;
  /** The document changed, e.g. 'orders/abc', 'products/3'. */
  target: string;
  before: unknown;
  after: unknown;
}

export function recordAudit(tx: Transaction, record: AuditRecord): void {
  appendAuditInTransaction(db(), tx, record);
}

export async function listAudit(cursor: string | undefined): Promise<AuditPage> {
  const page = await findAuditPage(db(), cursor, AUDIT_PAGE);
  if (!page) throw new InvalidError(msg('admin.cursorInvalid'));
  return { entries: page.entries, nextCursor: page.more ? (page.entries.at(-1)?._id ?? null) : null };
}
