import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/project.js';

/*
 * The built function (functions/lib, as deployed; the global setup builds it) parses its settings
 * when it is loaded: a bad value stops the start with a message instead of a silently disabled
 * limiter or cache.
 */
const ENTRY = JSON.stringify(join(ROOT, 'functions/lib/index.js'));
const load = (env: Record<string, string>, then = '') =>
  spawnSync(process.execPath, ['-e', `require(${ENTRY});${then}`], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

describe('the function’s start', () => {
  it('loads with good settings', () => {
    const result = load({ WRITE_RATE_LIMIT_PER_MINUTE: '60', FIRESTORE_DEADLINE_MS: '8000' });
    expect(result.status, result.stderr).toBe(0);
  });

  it('stops with a clear message on a bad value', () => {
    const result = load({ WRITE_RATE_LIMIT_PER_MINUTE: 'unlimited' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('The API cannot start: its environment has bad settings.');
    expect(result.stderr).toContain('WRITE_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000.');
  });

  it('does not load the blog sanitiser (jsdom) at start: only the first blog write pays for it', () => {
    const result = load(
      {},
      `console.log(Object.keys(require.cache).filter((k) => /[\\/](jsdom|dompurify)[\\/]/.test(k)).length)`,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('0');
  });
});
