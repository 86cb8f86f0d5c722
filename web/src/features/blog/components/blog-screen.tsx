import { useSearchParams } from 'react-router-dom';
import { BLOG_MESSAGES } from '@/words/messages';
import { BLOG_SCREEN_MESSAGES as TEXT } from '@/words/shop-messages';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import type { Pending } from '@/platform/route-data';
import { BLOG_TEXT, DEFAULT_LANGUAGE, hasLanguage, isLanguage, LANGUAGES, type Language } from '../lib/blog';
import { BlogCard } from './blog-card';
import './blog.css';
import type { BlogPost } from '@contract/content';
import { LANGUAGE as SITE_LANGUAGE } from '@/config/language';

const TAB_PREFIX = 'blog-language';

/**
 * The blog list (product.md §2 Blog): English and Marathi tabs, the language kept in ?lang=; the
 * posts are the blog route's data.
 */
export function BlogScreen({ posts }: { posts: Pending<BlogPost[]> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  // product.md §3: Marathi unless the reader chose English (kept in the URL so Back returns to it).
  const language: Language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;

  const choose = (next: Language) => {
    const params = new URLSearchParams(searchParams);
    if (next === DEFAULT_LANGUAGE) params.delete('lang');
    else params.set('lang', next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="blog">
      <header className="blog-header">
        <div className="container">
          <span className="eyebrow">{TEXT.eyebrow}</span>
          <h1>{BLOG_MESSAGES.heading}</h1>
          <p>{TEXT.intro}</p>
        </div>
      </header>
      <div className="container blog-body">
        <Tabs
          idPrefix={TAB_PREFIX}
          label={TEXT.languageLabel}
          className="blog-tabs"
          items={LANGUAGES.map((id) => ({ id, label: BLOG_TEXT[id].tab, lang: id }))}
          selected={language}
          onSelect={choose}
        />
        <TabPanel idPrefix={TAB_PREFIX} id={language} className="blog-panel">
          <Loaded
            answer={posts}
            as="part"
            loading={<PageLoading text={TEXT.loading} part />}
            failed={{ fallback: BLOG_MESSAGES.listFailed, retry: TEXT.tryAgain }}
          >
            {(list) =>
              list.length === 0 ? (
                <p className="blog-empty">{BLOG_MESSAGES.noPosts}</p>
              ) : (
                <ul className="blog-grid">
                  {inSiteLanguage(list, language).map((post, index) => (
                    <li key={post._id}>
                      <BlogCard post={post} language={language} eager={index === 0} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </TabPanel>
      </div>
    </div>
  );
}

/**
 * The posts of a tab. On the Marathi site (docs/decisions/016) its Marathi tab lists the posts
 * written in Marathi only; the English site keeps product.md §2's list, an untranslated post in
 * English.
 */
function inSiteLanguage(posts: readonly BlogPost[], tab: Language): readonly BlogPost[] {
  return SITE_LANGUAGE === 'mr' && tab === 'mr' ? posts.filter((post) => hasLanguage(post, 'mr')) : posts;
}
