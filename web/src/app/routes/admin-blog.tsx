import { useLoaderData, useParams } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { AdminBlogEditorScreen } from '@/features/admin-blog/components/admin-blog-editor-screen';
import { AdminBlogScreen } from '@/features/admin-blog/components/admin-blog-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { AdminBlogData, AdminPostData } from '../admin-loaders';

export function AdminBlogRoute() {
  useDocumentMeta(`${M.blogTitle} · ${M.title}`, 'Write, edit and delete the farm journal’s posts.', {
    noindex: true,
  });
  return <AdminBlogScreen posts={useLoaderData<AdminBlogData>().posts} />;
}

/** /admin/blog/new, or /admin/blog/edit/{English or Marathi slug}. */
export function AdminBlogEditorRoute() {
  const { slug } = useParams();
  useDocumentMeta(`${slug ? M.editPost : M.newPost} · ${M.title}`, 'The farm journal’s editor.', {
    noindex: true,
  });
  // Another post (or a new one) is another editor.
  return <AdminBlogEditorScreen key={slug ?? ''} post={useLoaderData<AdminPostData>().post} />;
}
