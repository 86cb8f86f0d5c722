// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLoaderData, useParams } from 'react-router-dom';
import { ADMIN_LOADERS, type AdminPostData } from '@/app/admin-loaders';
import type { BlogPost } from '@contract/content';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { blogPosts } from '../../../../../seed/src/data/blog-posts';
import { getPost, updatePost } from '../api/admin-blog-api';
import { AdminBlogEditorScreen } from './admin-blog-editor-screen';

// The calls are stubbed at the feature's API module; tests/e2e/owner-back-office.spec.ts saves for real.
vi.mock('../api/admin-blog-api', () => ({ getPost: vi.fn(), createPost: vi.fn(), updatePost: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const seeded = blogPosts[0]!;

/** The editor's route as the app has it: its loader reads the post (app/admin-loaders.ts). */
function EditRoute() {
  const { slug } = useParams();
  return <AdminBlogEditorScreen key={slug ?? ''} post={useLoaderData<AdminPostData>().post} />;
}

/** The editor in a data router (useBlocker needs one), with a way out that is not the editor's own. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/blog', element: <h1>All posts</h1> },
      { path: '/admin/reviews', element: <h1>Reviews screen</h1> },
      {
        path: '/admin/blog/new',
        loader: ADMIN_LOADERS.post,
        element: (
          <>
            <Link to="/admin/reviews">Reviews</Link>
            <EditRoute />
          </>
        ),
      },
      {
        path: '/admin/blog/edit/:slug',
        loader: ADMIN_LOADERS.post,
        element: (
          <>
            <Link to="/admin/reviews">Reviews</Link>
            <EditRoute />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const leaveDialog = () => screen.queryByRole('dialog', { name: M.leaveTitle });
/** The editor's code loads lazily: both languages' writing areas, once they are there. */
const bodies = () => screen.findAllByRole('textbox', { name: M.postContent }, { timeout: 5_000 });

// The editor library is large: its first import (paid here, not inside a test) takes seconds on
// a busy machine, and the screen's lazy import then finds it loaded.
beforeAll(() => import('./post-body-editor'), 30_000);
const title = () => screen.getAllByLabelText(M.postTitle)[0] as HTMLInputElement;

describe('leaving the blog editor', () => {
  it('lets the owner go at once when nothing was changed', async () => {
    const router = renderAt('/admin/blog/new');
    await bodies();
    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    await screen.findByRole('heading', { name: 'Reviews screen' });
    expect(router.state.location.pathname).toBe('/admin/reviews');
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave drops them', async () => {
    const router = renderAt('/admin/blog/new');
    await bodies();
    fireEvent.change(title(), { target: { value: 'Monsoon' } });

    fireEvent.click(screen.getByRole('link', { name: M.backToPosts }));
    await waitFor(() => expect(leaveDialog()?.hasAttribute('open')).toBe(true));
    expect(screen.getByText(M.leaveText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.stay }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/blog/new');
    expect(title().value).toBe('Monsoon');

    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    await waitFor(() => expect(leaveDialog()?.hasAttribute('open')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: M.leave }));
    await screen.findByRole('heading', { name: 'Reviews screen' });
  });

  it('makes the browser ask before the tab is closed, only while there are changes', async () => {
    renderAt('/admin/blog/new');
    await bodies();
    const unload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    // dispatchEvent answers false when a listener prevented the default (the browser then asks).
    expect(unload()).toBe(true);
    fireEvent.change(title(), { target: { value: 'Monsoon' } });
    expect(unload()).toBe(false);
    fireEvent.change(title(), { target: { value: '' } });
    expect(unload()).toBe(true);
  });

  it('opens a post written before the editor as unchanged, and leaves without asking once saved', async () => {
    vi.mocked(getPost).mockResolvedValue(seeded);
    vi.mocked(updatePost).mockImplementation((_id, input) =>
      Promise.resolve({ ...seeded, ...input } as unknown as BlogPost),
    );
    const router = renderAt(`/admin/blog/edit/${seeded.en.slug}`);
    await bodies();
    await waitFor(() => expect(title().value).toBe(seeded.en.title));
    // Its HTML has line breaks between the blocks, which the editor does not keep: no change.
    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    await screen.findByRole('heading', { name: 'Reviews screen' });

    await router.navigate(`/admin/blog/edit/${seeded.en.slug}`);
    await bodies();
    await waitFor(() => expect(title().value).toBe(seeded.en.title));
    fireEvent.change(title(), { target: { value: `${seeded.en.title}, again` } });
    fireEvent.click(screen.getByRole('button', { name: M.saveChanges }));
    await screen.findByRole('heading', { name: 'All posts' });
    expect(leaveDialog()).toBeNull();
    const sent = vi.mocked(updatePost).mock.calls[0]![1];
    expect(sent.en?.title).toBe(`${seeded.en.title}, again`);
    // The body went back as the editor writes it, every paragraph and list item still there.
    expect(sent.en?.content).toBe(seeded.en.content.replace(/>\s+</g, '><'));
  });
});
