import { BlogScreen } from '@/features/blog/components/blog-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function BlogRoute() {
  useDocumentMeta(
    'Farm journal: from our farm to you',
    'Stories from our organic farm in Karad, in English and Marathi: the jaggery season, our bees, bilona ghee and the women who run the farm.',
  );
  return <BlogScreen />;
}
