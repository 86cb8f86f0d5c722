import { LANGUAGE_TAGS } from '@contract/languages';
import type { BlogPost } from '@contract/content';
import { blogPostPath } from '@contract/site-paths';
import { BLOG_SCREEN_MESSAGES } from '@/words/shop-messages';
import type { PageMeta } from '@/seo/document-meta';
import { ogImageFor } from '@/seo/og-image';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/seo/structured-data';
import {
  contentFor,
  DEFAULT_LANGUAGE,
  excerpt,
  hasLanguage,
  LANGUAGES,
  slugFor,
  titleFor,
  visibleTags,
  type Language,
} from './blog';

const LOCALES = { en: 'en_IN', mr: 'mr_IN' } as const satisfies Record<Language, string>;
const IN_LANGUAGE = { en: 'en-IN', mr: 'mr-IN' } as const satisfies Record<Language, string>;

/**
 * What a story says about itself in `language`: its own title, excerpt and picture, the other
 * language's page (hreflang), and BlogPosting + BreadcrumbList structured data.
 */
export function blogPostPageMeta(post: BlogPost, language: Language): PageMeta {
  const path = blogPostPath(slugFor(post, language));
  const title = titleFor(post, language);
  const description = excerpt(contentFor(post, language), 155);
  const image = ogImageFor(post.featuredImage);
  const languages = LANGUAGES.filter((lang) => hasLanguage(post, lang));
  // The language the text is really in: an untranslated block falls back to English.
  const shownIn: Language = post[language].title.trim() ? language : 'en';
  const listPath = language === DEFAULT_LANGUAGE ? '/blog' : `/blog?lang=${language}`;
  return {
    title,
    description,
    path,
    image,
    type: 'article',
    locale: LOCALES[shownIn],
    canonicalLanguage: shownIn,
    alternates:
      languages.length > 1
        ? [
            // Each language's text at its own site (docs/decisions/016: the Marathi under /mr),
            // and the English one for everyone else.
            ...languages.map((lang) => ({
              hrefLang: LANGUAGE_TAGS[lang],
              path: blogPostPath(post[lang].slug),
            })),
            { hrefLang: 'x-default', path: blogPostPath(slugFor(post, 'en')) },
          ]
        : undefined,
    jsonLd: [
      blogPostingJsonLd({
        path,
        headline: title,
        description,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        author: post.author,
        image,
        inLanguage: IN_LANGUAGE[shownIn],
        keywords: visibleTags(post.tags),
      }),
      breadcrumbJsonLd([
        { name: BLOG_SCREEN_MESSAGES.home, path: '/' },
        { name: BLOG_SCREEN_MESSAGES.journal, path: listPath },
        { name: title, path },
      ]),
    ],
  };
}
