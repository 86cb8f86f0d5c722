import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

/**
 * The whole REST API is one function. Mumbai (asia-south1) is the region nearest the farm's
 * shoppers; firebase.json's Hosting rewrite names the same region.
 */
export const api = onRequest(
  { region: 'asia-south1', memory: '256MiB', timeoutSeconds: 30, concurrency: 80, maxInstances: 10 },
  createApp(),
);
