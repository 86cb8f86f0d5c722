import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  // A production build without the owner's Firebase web config would ship a shop that cannot
  // sign anybody in: fail the build instead (see README, "Deploy").
  const missing = REQUIRED.filter((key) => !env[key]);
  if (command === 'build' && missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(', ')}. Put your Firebase web app config in web/.env.production.local (see README).`,
    );
  }
  return {
    plugins: [react()],
    resolve: {
      alias: { '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)) },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // The Functions emulator serves the function at /<project>/<region>/api; http-proxy puts
      // that path in front of /api/…, which the Express app inside expects (as Hosting keeps it).
      proxy: process.env['API_PROXY_TARGET']
        ? { '/api': { target: process.env['API_PROXY_TARGET'], changeOrigin: true } }
        : undefined,
    },
    build: { target: 'es2022', sourcemap: true },
  };
});
