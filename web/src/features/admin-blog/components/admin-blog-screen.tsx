import { useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import type { BlogPost } from '@contract/content';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loaded } from '@/components/ui/page-states';
import { formatDate } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import type { Pending } from '@/platform/route-data';
import { deletePost } from '../api/admin-blog-api';
import './admin-blog.css';

const titleOf = (post: BlogPost) => post.en.title || post.mr.title;
const slugOf = (post: BlogPost) => post.en.slug || post.mr.slug;

/**
 * The owner's blog: every post with Edit, View and Delete, and a way to write a new one. The posts
 * are the route's data, read again after a delete.
 */
export function AdminBlogScreen({ posts }: { posts: Pending<BlogPost[]> }) {
  const { revalidate } = useRevalidator();
  const handleError = useApiErrorHandler();
  const [doomed, setDoomed] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await deletePost(doomed._id);
      notify.success(M.postDeleted, `deleted-${doomed._id}`);
      setDoomed(null);
      void revalidate();
    } catch (error) {
      setDoomed(null);
      handleError(error, M.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="admin-blog">
      <p className="admin-blog-actions">
        <Link to="/admin/blog/new" className="btn">
          {M.newPost}
        </Link>
      </p>
      <Loaded
        answer={posts}
        as="part"
        loading={
          <p className="loading-text" role="status">
            {M.loadingPosts}
          </p>
        }
        failed={{ title: M.blogTitle, fallback: M.postsFailed }}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{M.noPostsYet}</p>
          ) : (
            <ul className="admin-post-list">
              {list.map((post) => (
                <li key={post._id} className="admin-post" data-testid="admin-post">
                  <div className="admin-post-text">
                    <h2>{titleOf(post)}</h2>
                    {post.en.title && post.mr.title && <p lang="mr">{post.mr.title}</p>}
                    <p className="admin-post-meta">
                      {formatDate(post.createdAt)} · {post.author}
                      {!post.en.slug && ` · ${M.onlyIn(M.marathi)}`}
                      {!post.mr.slug && ` · ${M.onlyIn(M.english)}`}
                    </p>
                  </div>
                  <div className="admin-post-buttons">
                    <Link
                      to={`/admin/blog/edit/${encodeURIComponent(slugOf(post))}`}
                      className="btn btn-small"
                    >
                      {M.edit}
                      <span className="visually-hidden"> {titleOf(post)}</span>
                    </Link>
                    <Link
                      to={`/blog/${encodeURIComponent(slugOf(post))}`}
                      className="btn btn-small btn-secondary"
                    >
                      {M.view}
                      <span className="visually-hidden"> {titleOf(post)}</span>
                    </Link>
                    <button
                      type="button"
                      className="btn btn-small btn-secondary admin-delete"
                      onClick={() => setDoomed(post)}
                    >
                      {M.deletePost}
                      <span className="visually-hidden"> {titleOf(post)}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={doomed !== null}
        title={M.confirmDeleteTitle}
        confirmLabel={M.confirmDelete}
        cancelLabel={M.keepPost}
        busy={deleting}
        busyLabel={M.deleting}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      >
        <p>{doomed ? M.confirmDeleteText(titleOf(doomed)) : ''}</p>
      </ConfirmDialog>
    </div>
  );
}
