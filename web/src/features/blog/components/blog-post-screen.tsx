import { Link, useNavigate } from 'react-router-dom';
import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { BLOG_SCREEN_MESSAGES as TEXT } from '@contract/shop-messages';
import { publicEndpoints } from '@contract/endpoints';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PostContent } from '@/components/ui/post-content';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { ApiError, useRouteAnswer } from '@/platform/api-client';
import { formatDate } from '@/shop/format';
import { LANGUAGE } from '@/config/language';
import { useDocumentMeta, type PageMeta } from '@/seo/use-document-meta';
import { useRequest } from '@/platform/use-request';
import { getBlogPost } from '../api/get-blog-post';
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

/** One post (product.md §2 Blog post), by its English or Marathi slug, in the language the slug is in. */
export function BlogPostScreen({ slug }: { slug: string }) {
  const request = useRequest(
    `blog:${slug}`,
    (signal) => getBlogPost(slug, signal),
    useRouteAnswer(publicEndpoints.blogPost(slug)),
  );
  const post = request.status === 'success' ? request.data : null;
  const language = post ? languageForSlug(post, slug) : DEFAULT_LANGUAGE;

  const notFound = request.error instanceof ApiError && request.error.status === 404;
  const meta: PageMeta = post
    ? blogPostPageMeta(post, language)
    : {
        title: request.status === 'error' ? TEXT.postNotFoundTitle : TEXT.postTitle,
        description: TEXT.postDescription,
        noindex: notFound,
      };
  useDocumentMeta(meta.title, meta.description, meta);

  if (request.status === 'loading') {
    return (
      <div className="container page">
        <p className="loading-text">{TEXT.loadingPost}</p>
      </div>
    );
  }
  if (!post) {
    return (
      <div className="container page state-panel">
        <h1>{notFound ? BLOG_MESSAGES.postNotFound : TEXT.failedTitle}</h1>
        {!notFound && <p className="state-detail">{request.error?.message || BLOG_MESSAGES.postNotFound}</p>}
        <div className="state-actions">
          {!notFound && (
            <button type="button" className="btn" onClick={request.retry}>
              {TEXT.tryAgain}
            </button>
          )}
          <Link to="/blog" className={notFound ? 'btn' : 'btn btn-secondary'}>
            {TEXT.backToBlog}
          </Link>
        </div>
      </div>
    );
  }
  return <Post post={post} language={language} />;
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
