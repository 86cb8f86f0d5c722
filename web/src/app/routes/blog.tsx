import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { BlogScreen } from '@/features/blog/components/blog-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { BlogData } from '../loaders';

export function BlogRoute() {
  useDocumentMeta(PAGE.blog.title, PAGE.blog.description);
  return <BlogScreen posts={useLoaderData<BlogData>().posts} />;
}
