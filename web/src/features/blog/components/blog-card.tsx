import { Link } from 'react-router-dom';
import type { BlogPost } from '@contract/content';
import { formatDate } from '@/shop/format';
import { BLOG_TEXT, contentFor, excerpt, slugFor, titleFor, type Language } from '../lib/blog';

/** A post in the list, in the chosen language (English where the post has no translation). */
/** `eager`: the first card, whose picture is above the fold. */
export function BlogCard({
  post,
  language,
  eager = false,
}: {
  post: BlogPost;
  language: Language;
  eager?: boolean;
}) {
  // A post without a translation shows in English, and says so to screen readers via lang.
  const shownIn: Language = post[language].title.trim() ? language : 'en';
  const text = BLOG_TEXT[language];
  const title = titleFor(post, language);
  const href = `/blog/${encodeURIComponent(slugFor(post, language))}`;

  return (
    <article className="blog-card" data-testid="blog-card">
      <Link to={href} className="blog-card-image" tabIndex={-1} aria-hidden="true">
        <img
          src={post.featuredImage || '/images/placeholder.svg'}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className="blog-card-body">
        <time className="blog-card-date" dateTime={post.createdAt}>
          {formatDate(post.createdAt, text.locale, 'long')}
        </time>
        <h2 className="blog-card-title" lang={shownIn}>
          <Link to={href}>{title}</Link>
        </h2>
        <p className="blog-card-excerpt" lang={shownIn}>
          {excerpt(contentFor(post, language))}
        </p>
        <Link to={href} className="blog-card-more" lang={language}>
          {text.readMore}
          <span className="visually-hidden" lang={shownIn}>
            : {title}
          </span>{' '}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
