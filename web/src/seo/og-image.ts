/**
 * Link-preview pictures. WhatsApp and Facebook show no SVG, so the build renders our SVG art into
 * 1200×630 PNGs (web/build/og-images.ts): one per product and blog picture, and a site-wide one.
 * __OG_IMAGES__ names the pictures that build rendered, so a page never points at a PNG that
 * does not exist.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SITE_OG_IMAGE = '/og/site.png';
/** The farm's logo as a square PNG (Organization.logo wants a raster). */
export const LOGO_IMAGE = '/og/logo.png';

const ART = /^\/images\/(products|blog)\/([a-z0-9-]+)\.svg$/;
const RASTER = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** Whether the image is one the build rendered at OG_IMAGE_SIZE. */
export const isGeneratedOgImage = (url: string) => url.startsWith('/og/') && url !== LOGO_IMAGE;

/**
 * The preview picture for a piece of our art: its rendered PNG; a raster picture as it is; else
 * (an SVG with no PNG, or none at all) the site's picture.
 */
export function ogImageFor(art: string | undefined, rendered = __OG_IMAGES__): string {
  if (!art) return SITE_OG_IMAGE;
  const match = ART.exec(art);
  if (match) {
    const [, folder, name] = match as unknown as [string, 'products' | 'blog', string];
    return rendered[folder].includes(name) ? `/og/${folder}/${name}.png` : SITE_OG_IMAGE;
  }
  return RASTER.test(art) ? art : SITE_OG_IMAGE;
}
