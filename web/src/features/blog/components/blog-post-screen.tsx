import { Link, useNavigate } from 'react-router-dom';
import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@/words/messages';
import { BLOG_SCREEN_MESSAGES as TEXT } from '@/words/shop-messages';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { PostContent } from '@/components/ui/post-content';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useSettled, type Pending } from '@/platform/route-data';
import { formatDate } from '@/shop/format';
import { LANGUAGE } from '@/config/language';
import { useDocumentMeta, type PageMeta } from '@/seo/use-document-meta';
import {
  BLOG_TEXT,
  contentFor,
  DEFAULT_LANGUAGE,
  hasLanguage,
  languageForSlug,
  LANGUAGES,
  titleFor,
  visibleTags,
  type Language,
} from '../lib/blog';
import { blogPostPageMeta } from '../lib/page-meta';
import './blog.css';
import { LANGUAGE as SITE_LANGUAGE } from '@/config/language';

const TAB_PREFIX = 'post-language';

const backHref = (language: Language) => (language === DEFAULT_LANGUAGE ? '/blog' : `/blog?lang=${language}`);

/**
 * One post (product.md §2 Blog post), by its English or Marathi slug, in the language the slug is
 * in; the post is the blog post route's data.
 */
export function BlogPostScreen({ slug, post }: { slug: string; post: Pending<BlogPost> }) {
  const settled = useSettled(post);
  const shown = settled?.ok ? settled.data : null;
  const language = shown ? languageForSlug(shown, slug) : DEFAULT_LANGUAGE;
  const notFound = settled?.ok === false && (settled.status === 404 || settled.status === 400);
  const meta: PageMeta = shown
    ? blogPostPageMeta(shown, language)
    : {
        title: settled?.ok === false ? TEXT.postNotFoundTitle : TEXT.postTitle,
        description: TEXT.postDescription,
        noindex: notFound,
      };
  useDocumentMeta(meta.title, meta.description, meta);

  const backToBlog = (primary: boolean) => (
    <Link to="/blog" className={primary ? 'btn' : 'btn btn-secondary'}>
      {TEXT.backToBlog}
    </Link>
  );
  return (
    <Loaded
      answer={post}
      loading={<PageLoading text={TEXT.loadingPost} />}
      notFound={
        <div className="container page state-panel">
          <h1>{BLOG_MESSAGES.postNotFound}</h1>
          <div className="state-actions">{backToBlog(true)}</div>
        </div>
      }
      failed={{
        title: TEXT.failedTitle,
        fallback: BLOG_MESSAGES.postNotFound,
        retry: TEXT.tryAgain,
        more: backToBlog(false),
      }}
    >
      {(loaded) => <Post post={loaded} language={languageForSlug(loaded, slug)} />}
    </Loaded>
  );
}

function Post({ post, language }: { post: BlogPost; language: Language }) {
  const navigate = useNavigate();
  const text = BLOG_TEXT[language];
  const shownIn: Language = post[language].title.trim() ? language : 'en';
  // The Marathi site shows the tags written in Marathi (a tag is one word of the post's, untranslated).
  const tags = visibleTags(post.tags).filter((tag) => SITE_LANGUAGE !== 'mr' || /[\u0900-\u097F]/.test(tag));

  return (
    <article className="container post">
      <Link to={backHref(language)} className="post-back" lang={language}>
        <ArrowLeftIcon size={18} /> {text.back}
      </Link>
      <Tabs
        idPrefix={TAB_PREFIX}
        label={TEXT.languageLabel}
        className="post-tabs"
        activation="manual"
        items={LANGUAGES.map((id) => ({
          id,
          label: BLOG_TEXT[id].tab,
          lang: id,
          disabled: !hasLanguage(post, id),
        }))}
        selected={language}
        onSelect={(next) => {
          if (next !== language && hasLanguage(post, next))
            navigate(`/blog/${encodeURIComponent(post[next].slug)}`, { replace: true });
        }}
      />
      <TabPanel idPrefix={TAB_PREFIX} id={language} className="post-panel">
        <header className="post-header">
          <h1 lang={shownIn}>{titleFor(post, language)}</h1>
          <p className="post-meta">
            <span lang={LANGUAGE === 'en' ? 'en' : language}>{text.by}</span>{' '}
            <span className="post-author">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.createdAt} lang={language}>
              {formatDate(post.createdAt, text.locale, 'long')}
            </time>
          </p>
        </header>
        {post.featuredImage && (
          <img
            className="post-image"
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <PostContent html={contentFor(post, language)} lang={shownIn} />
        {tags.length > 0 && (
          <ul className="post-tags" aria-label={TEXT.tagsLabel}>
            {tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </TabPanel>
      <p className="post-footer-link">
        <Link to={backHref(language)} className="btn btn-secondary" lang={language}>
          <ArrowLeftIcon size={18} /> {text.back}
        </Link>
      </p>
    </article>
  );
}
