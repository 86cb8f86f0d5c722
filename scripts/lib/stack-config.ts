/**
 * What an emulator stack (scripts/lib/stack.ts) is set up with: its ports (firebase.json's fixed
 * ones for `npm start`, free ones for the tests and the deploy check), the copy of firebase.json
 * its emulators read, and the web build's settings that point the storefront at it.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { withAuthEmulator } from '../../web/build/security-headers.js';
import { ROOT } from './project.js';

export interface StackPorts {
  auth: number;
  functions: number;
  firestore: number;
  hosting: number;
  hub: number;
  logging: number;
}

/** Reads the fixed ports of firebase.json's emulators block (what `npm start` uses). */
export function configuredPorts(): StackPorts {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port: number }>;
  };
  const port = (name: string) => {
    const value = config.emulators[name]?.port;
    if (!value) throw new Error(`firebase.json has no emulators.${name}.port`);
    return value;
  };
  return {
    auth: port('auth'),
    functions: port('functions'),
    firestore: port('firestore'),
    hosting: port('hosting'),
    hub: port('hub'),
    logging: port('logging'),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function freePorts(): Promise<StackPorts> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [auth, functions, firestore, hosting, hub, logging] = ports as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { auth, functions, firestore, hosting, hub, logging };
}

async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.once('error', () => resolveInUse(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveInUse(false)));
  });
}

export async function assertPortsFree(ports: StackPorts): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) taken.push(`${name} ${port}`);
  if (taken.length > 0) {
    throw new Error(
      `These ports are already in use: ${taken.join(', ')}. Is another \`npm start\` still running? ` +
        'Stop it (Ctrl-C) or free the ports, then try again.',
    );
  }
}

export { withAuthEmulator };

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * firebase.json with other ports (and Hosting folder), written for this stack only. `options` are
 * the stack's own (StackOptions in scripts/lib/stack.ts).
 */
export function writeConfig(options: { name: string; ports: StackPorts; hostingPublic?: string }): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { public: string; headers: HostingHeaders[] };
    emulators: Record<string, unknown>;
  };
  const { ports } = options;
  config.emulators = {
    ...config.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    firestore: { host: '127.0.0.1', port: ports.firestore },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    // The test stack serves more than one project id (the rules suite uses its own), which
    // firebase-tools' Firestore emulator refuses in single-project mode.
    singleProjectMode: !options.name.startsWith('test'),
  };
  // firebase-tools joins `public` to the config's folder (the project root), even an absolute path.
  if (options.hostingPublic) config.hosting.public = relative(ROOT, resolve(ROOT, options.hostingPublic));
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers))
    if (header.key === 'Content-Security-Policy')
      header.value = withAuthEmulator(header.value, `http://127.0.0.1:${ports.auth}`);
  // It must sit in the project root: firebase-tools resolves every path in it from its folder.
  const path = join(ROOT, `.firebase.${options.name}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * The web app's build settings for a stack: the Auth emulator's address and the shop's own address
 * (the stack's Hosting, or Vite's dev server) are compiled in.
 */
export function webEmulatorEnv(projectId: string, authPort: number, siteUrl: string): Record<string, string> {
  return {
    VITE_SITE_URL: siteUrl,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
  };
}
