import type { ShopSettings } from '../build/settings';

/** Compile-time constants that web/vite.config.ts (and vitest.config.ts, for tests) define. */
declare global {
  /** True in builds for the emulators (`--mode emulator`), false in builds for shoppers. */
  const __LOCAL_BUILD__: boolean;
  /** The owner's details, validated at build time (web/build/settings.ts). */
  const __SHOP_SETTINGS__: ShopSettings;
  /** The art the build rendered as link-preview PNGs, by folder (web/build/og-images.ts). */
  const __OG_IMAGES__: { products: string[]; blog: string[] };
  /** The language this build speaks (config/language.ts). */
  const __LANG__: 'en' | 'mr';
}
