import { REVIEW_MODERATION_MESSAGES as M } from '@/words/messages';
import type { AdminFeedback, AdminFeedbackPage } from '@contract/review-moderation';
import { adminEndpoints } from '@contract/admin-endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

/** Reviews and testimonials together, newest first, hidden ones too; `cursor` for older ones. */
export function getAdminFeedback(cursor: string | null, signal?: AbortSignal): Promise<AdminFeedbackPage> {
  return apiGet(adminEndpoints.feedback(cursor ?? undefined), {
    fallbackMessage: M.loadFailed,
    signal,
    cache: 'no-store',
  });
}

/** Hides one from the shop, or shows it again. */
export function setFeedbackHidden(
  item: Pick<AdminFeedback, 'kind' | '_id'>,
  hidden: boolean,
): Promise<AdminFeedback> {
  const collection = item.kind === 'review' ? 'reviews' : 'testimonials';
  return apiRequest<AdminFeedback>(`/admin/${collection}/${encodeURIComponent(item._id)}`, {
    method: 'PATCH',
    body: { hidden },
    fallbackMessage: M.changeFailed,
  });
}
