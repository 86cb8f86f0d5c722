import { useLoaderData } from 'react-router-dom';
import { REVIEW_MODERATION_MESSAGES as R, BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { AdminReviewsScreen } from '@/features/admin-reviews/components/admin-reviews-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { AdminReviewsData } from '../admin-loaders';

export function AdminReviewsRoute() {
  useDocumentMeta(`${R.title} · ${M.title}`, 'Hide or show the shop’s reviews and testimonials.');
  return <AdminReviewsScreen first={useLoaderData<AdminReviewsData>().first} />;
}
