import { useLoaderData, useParams } from 'react-router-dom';
import { BlogPostScreen } from '@/features/blog/components/blog-post-screen';
import type { BlogPostData } from '../loaders';

/** One post; its meta comes from the post, so the screen sets it. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const page = useLoaderData<BlogPostData>();
  // Another post (or the same in its other language) starts on its own loading state.
  return <BlogPostScreen key={slug} slug={slug} post={page.post} />;
}
