import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { config } from './config.js';
import { checkDeadline } from './deadline.js';

/**
 * firebase-admin is initialised once per process, lazily, so that importing the app (in tests, or
 * during the Functions emulator's discovery) touches no network. The project id comes from the
 * environment: GCLOUD_PROJECT in the emulators and tests, the runtime's own in production. The API
 * has an app of its own name, so that its Firestore settings (below) never clash with another
 * user of the default app in the same process (the seed loader, test helpers).
 */
const API_APP = 'api';

function app() {
  return getApps().find((a) => a.name === API_APP) ?? initializeApp(undefined, API_APP);
}

/** The Firestore RPCs the API makes (reads, queries, transactions, writes). */
const RPCS = [
  'GetDocument',
  'ListDocuments',
  'BatchGetDocuments',
  'RunQuery',
  'RunAggregationQuery',
  'BeginTransaction',
  'Commit',
  'Rollback',
  'BatchWrite',
];

/**
 * gax per-call settings: each RPC attempt gives up after `ms` (the client's defaults are 60–300 s,
 * with retries for up to 10 minutes). The request deadline (deadline.ts) answers the shopper; this
 * bounds the work a timed-out request leaves running behind it.
 */
export function firestoreClientConfig(ms: number) {
  return {
    interfaces: {
      'google.firestore.v1.Firestore': {
        retry_params: {
          default: {
            initial_retry_delay_millis: 100,
            retry_delay_multiplier: 1.3,
            max_retry_delay_millis: ms,
            initial_rpc_timeout_millis: ms,
            rpc_timeout_multiplier: 1,
            max_rpc_timeout_millis: ms,
            total_timeout_millis: ms,
          },
        },
        methods: Object.fromEntries(
          RPCS.map((rpc) => [rpc, { timeout_millis: ms, retry_params_name: 'default' }]),
        ),
      },
    },
  };
}

/**
 * The API's Firestore settings. In Cloud Functions it talks REST rather than gRPC (preferRest): a
 * cold instance answers its first request without loading and connecting gRPC, and the API never
 * listens to changes, which would need it. On the emulators it keeps gRPC: the REST client asks
 * for Google credentials even there and has none offline (googleapis/nodejs-firestore#1811).
 */
export function firestoreSettings(env: NodeJS.ProcessEnv, deadlineMs: number) {
  return {
    clientConfig: firestoreClientConfig(deadlineMs),
    ...(env['FIRESTORE_EMULATOR_HOST'] ? {} : { preferRest: true }),
  };
}

let firestore: Firestore | undefined;
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    // firebase-admin's own settings type knows only preferRest; the client takes gax's per-call
    // settings too. This is the first use of this app's Firestore, so settings() may still be called.
    firestore.settings(firestoreSettings(process.env, config().firestoreDeadlineMs));
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}

/**
 * db().runTransaction, bound to the request's deadline: no new attempt starts, and nothing is
 * committed, once the caller has been told 503.
 */
export function runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(async (tx) => {
    checkDeadline();
    const result = await fn(tx);
    checkDeadline();
    return result;
  });
}
