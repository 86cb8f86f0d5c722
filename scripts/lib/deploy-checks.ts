/**
 * What `firebase deploy` would refuse, or ship wrong, checked offline. Each check returns the
 * faults it finds as plain sentences (empty: all good), so tests can feed it a faulty fixture and
 * `npm run deploy:check` (scripts/deploy-check.ts) can print them.
 *
 * The checks live by what they check, each module with its own tests; this index gathers them, so
 * the deploy scripts (and web/build's tests) import every check from one place:
 *  - deploy-checks-config.ts: firebase.json, indexes, rules, functions/.env, a real shop's seed;
 *  - deploy-checks-functions.ts: the functions runtime, the installed dependencies, the built API;
 *  - deploy-checks-mail.ts: the new-order e-mail extension;
 *  - deploy-checks-web.ts: the Content-Security-Policy, web/dist and the site function's bundle.
 */
export * from './deploy-checks-config.js';
export * from './deploy-checks-functions.js';
export * from './deploy-checks-mail.js';
export * from './deploy-checks-web.js';
