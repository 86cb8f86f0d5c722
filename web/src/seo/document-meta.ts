import { createContext } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '@contract/languages';
import { LANGUAGE } from '@/config/language';
import { shop } from '@/config/shop';
import { OG_IMAGE_SIZE, SITE_OG_IMAGE, isGeneratedOgImage } from './og-image';

/**
 * What a page says about itself in <head>: its title and description, where it canonically lives,
 * how it previews when shared (Open Graph, Twitter), and its structured data (JSON-LD). The server
 * render writes these tags into the HTML (renderHeadHtml) and the client replaces the same tags on
 * every navigation (use-document-meta.ts): both build them from one list, headTags().
 */
export interface PageMeta {
  /** The page's own title; the tab shows '<title> | Karad Organic', previews show it bare. */
  title: string;
  description: string;
  /** Canonical path, e.g. '/product/1'; default: the current path without its query. */
  path?: string;
  /** Absolute or root-relative URL of a raster image (WhatsApp and Facebook show no SVG). */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Schema.org objects; root-relative URLs in them (url, item, image, logo, @id) are made absolute. */
  jsonLd?: object[];
  /**
   * The same page in other languages (hreflang), its own language included, each path within its
   * language; default: this path in every language, and x-default.
   */
  alternates?: { hrefLang: string; path: string }[];
  /** Pages for one shopper or the owner, and pages that do not exist: kept out of search. */
  noindex?: boolean;
  /** The page's language for Open Graph; default the build's (en_IN, mr_IN). */
  locale?: 'en_IN' | 'mr_IN';
  /**
   * The site the canonical URL is on, when not this build's: a story whose text is in the other
   * language only (a Marathi story opened on the English site) lives at that language's site.
   */
  canonicalLanguage?: Language;
}

/**
 * The server render provides a collector: every useDocumentMeta call reports its page's meta to
 * it during render, and the last (innermost) one is the page's.
 */
export const DocumentMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Marks the tags this module owns, so the client replaces exactly those on navigation. */
export const HEAD_MARKER = 'data-rh';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (title, JSON-LD), not yet escaped for HTML. */
  text?: string;
}

/** The tab's title: '<title> | Karad Organic', or the shop's name alone. */
export const fullTitle = (title: string) => (title ? `${title} | ${shop.name}` : shop.name);

const URL_KEYS = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'contentUrl',
  'thumbnailUrl',
  'mainEntityOfPage',
]);

export function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

/** JSON-LD keys whose value is a page of the shop (in the page's language), not a file. */
const PAGE_URL_KEYS = new Set(['url', 'item', 'mainEntityOfPage']);

/**
 * A JSON-LD value with its root-relative URLs (under URL_KEYS) made absolute; a page's (the
 * product's, a breadcrumb's) in `language`'s pages, a file's (a picture, the logo) as it is.
 */
function absolutize(value: unknown, origin: string, language: Language, key = ''): unknown {
  if (typeof value === 'string') {
    if (!URL_KEYS.has(key)) return value;
    const inLanguage =
      PAGE_URL_KEYS.has(key) && value.startsWith('/') ? pathInLanguage(value, language) : value;
    return absoluteUrl(inLanguage, origin);
  }
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin, language, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin, language, k)]));
  return value;
}

/**
 * JSON for a <script> element: '<', '>' and '&' as \u escapes (still the same JSON), so no text
 * in it can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The same page in each language, and `x-default` (English) for everyone else: a page's path is
 * the same in both (docs/decisions/016), only its prefix differs.
 */
function languageAlternates(path: string): NonNullable<PageMeta['alternates']> {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: LANGUAGE_TAGS[language], path })),
    { hrefLang: 'x-default', path },
  ];
}

/** The language an hreflang names (`mr`, `en-IN`; `x-default` is the default language's page). */
const languageOfTag = (tag: string): Language =>
  LANGUAGES.find((language) => tag === language || tag === LANGUAGE_TAGS[language]) ?? DEFAULT_LANGUAGE;

/**
 * The tags of a page, in order. `origin`: the shop's https origin, no trailing slash. Paths in
 * `meta` are within a language (`/shop`); the page's own (`language`, this build's) prefix is
 * added to the canonical URL, and each alternate's to its own.
 */
export function headTags(meta: PageMeta, origin: string, language: Language = LANGUAGE): HeadTag[] {
  const title = meta.title || shop.name;
  const path = meta.path ?? '/';
  const canonical = absoluteUrl(pathInLanguage(path, meta.canonicalLanguage ?? language), origin);
  const image = absoluteUrl(meta.image ?? SITE_OG_IMAGE, origin);
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });

  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: fullTitle(meta.title) },
    named('description', meta.description),
  ];
  if (meta.noindex) tags.push(named('robots', 'noindex'));
  else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
    for (const alternate of meta.alternates ?? languageAlternates(path))
      tags.push({
        tag: 'link',
        attrs: {
          rel: 'alternate',
          hreflang: alternate.hrefLang,
          href: absoluteUrl(pathInLanguage(alternate.path, languageOfTag(alternate.hrefLang)), origin),
        },
      });
  }
  tags.push(
    property('og:site_name', shop.name),
    property('og:locale', meta.locale ?? (language === 'mr' ? 'mr_IN' : 'en_IN')),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', canonical),
    property('og:image', image),
  );
  if (isGeneratedOgImage(meta.image ?? SITE_OG_IMAGE))
    tags.push(
      property('og:image:type', 'image/png'),
      property('og:image:width', String(OG_IMAGE_SIZE.width)),
      property('og:image:height', String(OG_IMAGE_SIZE.height)),
    );
  tags.push(
    property('og:image:alt', title),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', title),
  );
  if (!meta.noindex)
    for (const object of meta.jsonLd ?? [])
      tags.push({
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        text: jsonForScript(absolutize(object, origin, language)),
      });
  return tags.map((t) => ({ ...t, attrs: { ...t.attrs, [HEAD_MARKER]: '' } }));
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function tagHtml({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
  // JSON-LD is already safe inside <script> (jsonForScript); a title is text.
  const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '');
  return `<${tag}${attributes}>${body}</${tag}>`;
}

/** The page's head tags as HTML, one per line, for the server render to put in <head>. */
export function renderHeadHtml(meta: PageMeta, origin: string, language: Language = LANGUAGE): string {
  return headTags(meta, origin, language).map(tagHtml).join('\n');
}

/**
 * Replaces the head tags of the previous page with `tags`. Also removes the shell's own unmarked
 * <title> and description (index.html), so a page never carries two. Tags that are already there
 * (the server's, when the page comes alive) are left as they are: rewriting a shop page's head,
 * structured data and all, is a needless moment of work at start-up.
 */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  const head = doc.head;
  const current = [...head.querySelectorAll(`[${HEAD_MARKER}], title, meta[name="description"]`)];
  if (current.length === tags.length && current.every((element, i) => isTag(element, tags[i]!))) return;
  for (const old of current) old.remove();
  for (const { tag, attrs, text } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    head.appendChild(element);
  }
}

function isTag(element: Element, { tag, attrs, text }: HeadTag): boolean {
  const names = Object.keys(attrs);
  return (
    element.localName === tag &&
    element.attributes.length === names.length &&
    names.every((name) => element.getAttribute(name) === attrs[name]) &&
    element.textContent === (text ?? '')
  );
}
