import {
  blogPostPath,
  distinctCategories,
  productPath,
  shopCategoryPath,
  STATIC_PUBLIC_PATHS,
} from '../contract/site-paths.js';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '../contract/languages.js';
import { listPosts } from '../blog/blog.service.js';
import { listProducts } from '../products/products.service.js';

/** One address of the sitemap: a path on the site, when it last changed, its other languages. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
  alternates?: { hrefLang: string; path: string }[];
}

const latest = (dates: (string | undefined)[]): string | undefined =>
  dates
    .filter((d): d is string => Boolean(d) && !Number.isNaN(Date.parse(d!)))
    .sort()
    .at(-1);

/**
 * Every page a search engine should know, in English and under /mr in Marathi: the farm's own
 * pages, the shop and each category, each product shoppers can see, the journal and each post in
 * each of its languages. `lastmod` comes
 * from the data where it keeps a date (a product the owner changed, a post's last save); pages
 * with no date behind them have none rather than a made-up one.
 */
export async function listPublicPages(): Promise<SitemapPage[]> {
  const [products, posts] = await Promise.all([listProducts(), listPosts()]);
  const catalogueChanged = latest(products.map((p) => p.updatedAt));
  const journalChanged = latest(posts.map((p) => p.updatedAt ?? p.createdAt));
  const lastmodOf: Partial<Record<(typeof STATIC_PUBLIC_PATHS)[number], string | undefined>> = {
    '/': latest([catalogueChanged, journalChanged]),
    '/shop': catalogueChanged,
    '/blog': journalChanged,
  };
  const pages: SitemapPage[] = [];
  /** A page in both languages (decision 016), each naming the other and x-default. */
  const inBothLanguages = (path: string, lastmod: string | undefined) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({
        hrefLang: LANGUAGE_TAGS[language],
        path: pathInLanguage(path, language),
      })),
      { hrefLang: 'x-default', path },
    ];
    for (const language of LANGUAGES)
      pages.push({ path: pathInLanguage(path, language), lastmod, alternates });
  };
  for (const path of STATIC_PUBLIC_PATHS) inBothLanguages(path, lastmodOf[path]);

  for (const category of distinctCategories(products)) {
    const key = category.toLowerCase();
    inBothLanguages(
      shopCategoryPath(category),
      latest(products.filter((p) => p.category.trim().toLowerCase() === key).map((p) => p.updatedAt)),
    );
  }
  for (const product of products) inBothLanguages(productPath(product.id), product.updatedAt);

  // A post in each language it is written in: the English text on the English pages, the Marathi
  // text (by its Marathi slug) on the Marathi pages.
  for (const post of posts) {
    const languages = LANGUAGES.filter((language) => post[language].slug.trim());
    const pathOf = (language: Language) => pathInLanguage(blogPostPath(post[language].slug), language);
    const alternates =
      languages.length > 1
        ? [
            ...languages.map((language) => ({ hrefLang: LANGUAGE_TAGS[language], path: pathOf(language) })),
            ...(languages.includes(DEFAULT_LANGUAGE)
              ? [{ hrefLang: 'x-default', path: pathOf(DEFAULT_LANGUAGE) }]
              : []),
          ]
        : undefined;
    for (const language of languages)
      pages.push({ path: pathOf(language), lastmod: post.updatedAt ?? post.createdAt, alternates });
  }
  return pages;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemaps.org XML of `pages` on `origin` (https://host, no trailing slash). */
export function renderSitemap(origin: string, pages: SitemapPage[]): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.map((page) => {
    const lines = [`    <loc>${url(page.path)}</loc>`];
    if (page.lastmod) lines.push(`    <lastmod>${escapeXml(new Date(page.lastmod).toISOString())}</lastmod>`);
    for (const alternate of page.alternates ?? [])
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${url(alternate.path)}"/>`,
      );
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
