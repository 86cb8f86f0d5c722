import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * The only code that touches `mail`: the collection Firebase's "Trigger Email from Firestore"
 * extension watches. The extension sends each new document and writes its delivery state back
 * onto it (`delivery`); nothing in the shop reads it.
 */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
}

export function queueMailInTransaction(db: Firestore, tx: Transaction, mail: MailDoc): void {
  tx.create(db.collection('mail').doc(), mail);
}
