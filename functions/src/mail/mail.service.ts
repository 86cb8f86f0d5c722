import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firestore.js';
import { queueMailInTransaction, type MailDoc } from './mail.repository.js';

export type Mail = MailDoc;

/** Queues an e-mail with the caller's transaction: it goes out only if the change it tells of is made. */
export function sendMailInTransaction(tx: Transaction, mail: Mail): void {
  queueMailInTransaction(db(), tx, mail);
}
