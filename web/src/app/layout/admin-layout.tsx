import { NavLink, Outlet, useLoaderData } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES as M, REVIEW_MODERATION_MESSAGES } from '@/words/messages';
import { StartupSpinner } from '@/components/ui/startup-spinner';
import { SettingsBanner } from '@/features/admin-settings/components/settings-banner';
import { useIsAdmin } from '@/platform/use-admin';
import { AdminBlogRoute, AdminBlogEditorRoute } from '../routes/admin-blog';
import { AdminCatalogueRoute } from '../routes/admin-catalogue';
import { AdminOrdersRoute } from '../routes/admin-orders';
import { AdminReviewsRoute } from '../routes/admin-reviews';
import { AdminSettingsRoute } from '../routes/admin-settings';
import { NotFoundRoute } from '../routes/not-found';
import type { AdminLayoutData } from '../admin-loaders';
import './admin-layout.css';

/** Each back-office screen, for its route (app/route-tree.tsx): one chunk, behind the admin claim. */
export const ADMIN_SCREENS = {
  AdminOrdersRoute,
  AdminCatalogueRoute,
  AdminBlogRoute,
  AdminBlogEditorRoute,
  AdminReviewsRoute,
  AdminSettingsRoute,
  NotFoundRoute,
};

const SECTIONS = [
  { to: '/admin', label: M.ordersTitle, end: true },
  { to: '/admin/catalogue', label: M.catalogueTitle, end: false },
  { to: '/admin/blog', label: M.blogTitle, end: false },
  { to: '/admin/reviews', label: REVIEW_MODERATION_MESSAGES.title, end: false },
  { to: '/admin/settings', label: M.settingsTitle, end: false },
] as const;

/**
 * The owner's back office under /admin (one lazy chunk: none of it reaches a shopper's start-up
 * download). Only a user whose ID token carries the admin claim sees it; anyone else gets the
 * shop's own 404, as for any unknown address. The API checks the claim again on every call.
 * Above every screen, the settings banner says while shoppers cannot pay by UPI (or stored
 * settings could not be read), with a link to fix it.
 */
export function AdminLayout() {
  const admin = useIsAdmin();
  // Its route's data (none in the server's render, which only knows nobody is signed in yet).
  const status = useLoaderData<AdminLayoutData | null>()?.status;
  if (admin === 'loading') return <StartupSpinner />;
  if (!admin) return <NotFoundRoute />;
  return (
    <div className="container page admin">
      <header className="admin-header">
        <h1>{M.title}</h1>
        <nav aria-label={M.title}>
          <ul className="admin-nav">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className="admin-nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {status && <SettingsBanner status={status} />}
      <Outlet />
    </div>
  );
}
