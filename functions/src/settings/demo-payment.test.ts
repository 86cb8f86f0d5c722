import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, isDemoProjectId } from '../contract/settings.js';
import { codFor } from '../pricing/pricing.js';
import { isDemoProject } from './demo-payment.js';

describe('isDemoProject', () => {
  it('is true only when every project id the process is told of is a demo- one', () => {
    expect(isDemoProject({ GCLOUD_PROJECT: 'demo-karad-organic' })).toBe(true);
    expect(
      isDemoProject({
        GCLOUD_PROJECT: 'demo-karad-test',
        GOOGLE_CLOUD_PROJECT: 'demo-karad-test',
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-karad-test' }),
      }),
    ).toBe(true);
  });

  it('fails closed: a real id anywhere, or none at all, is a real project', () => {
    expect(isDemoProject({ GCLOUD_PROJECT: 'karad-organic-shop' })).toBe(false);
    expect(isDemoProject({ GCLOUD_PROJECT: 'demo-x', GOOGLE_CLOUD_PROJECT: 'karad-organic-shop' })).toBe(
      false,
    );
    expect(
      isDemoProject({
        GCLOUD_PROJECT: 'demo-x',
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'karad-organic-shop' }),
      }),
    ).toBe(false);
    expect(isDemoProject({})).toBe(false);
    expect(isDemoProject({ GCLOUD_PROJECT: ' ' })).toBe(false);
    // A project merely named like one is not one.
    expect(isDemoProject({ GCLOUD_PROJECT: 'karad-demo-shop' })).toBe(false);
    expect(isDemoProjectId('Demo-karad')).toBe(false);
  });
});

describe('codFor with the demo payment', () => {
  it('offers cash on delivery wherever the farm delivers, at any total, whatever `cod` says', () => {
    const off = { ...DEFAULT_SHOP_SETTINGS, cod: { enabled: false, karadOnly: true, maxTotal: 0 } };
    expect(codFor('411001', 5000, DEFAULT_SHOP_SETTINGS, true)).toEqual({ allowed: true, note: null });
    expect(codFor('411001', 5000, off, true)).toEqual({ allowed: true, note: null });
    // Where the farm does not deliver, there is nothing to pay for.
    expect(codFor('011001', 100, DEFAULT_SHOP_SETTINGS, true).allowed).toBe(false);
    // Without it, the owner's rule stands: Karad only.
    expect(codFor('411001', 400, DEFAULT_SHOP_SETTINGS).allowed).toBe(false);
  });
});
