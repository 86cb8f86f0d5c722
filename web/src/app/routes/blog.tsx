import { PAGE_META_MESSAGES as PAGE } from '@contract/page-meta-messages';
import { BlogScreen } from '@/features/blog/components/blog-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function BlogRoute() {
  useDocumentMeta(PAGE.blog.title, PAGE.blog.description);
  return <BlogScreen />;
}
