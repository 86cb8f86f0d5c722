import { useParams } from 'react-router-dom';
import { BlogPostScreen } from '@/features/blog/components/blog-post-screen';

/** One post; its meta comes from the post, so the screen sets it. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPostScreen slug={slug} />;
}
