import { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamps leave the API as ISO strings. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return new Date(0).toISOString();
}
