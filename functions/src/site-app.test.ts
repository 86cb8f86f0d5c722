import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHECK_MS, catalogueCheckEveryMs } from './products/products.service.js';
import { createSiteApp } from './site-app.js';

describe('the site function’s catalogue', () => {
  it('is checked on every page it renders, where the API checks every 2 s (issue 36)', () => {
    expect(catalogueCheckEveryMs()).toBe(CATALOGUE_CHECK_MS);
    createSiteApp();
    expect(catalogueCheckEveryMs()).toBe(0);
  });
});
