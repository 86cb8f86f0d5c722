import type { Review } from '@contract/reviews';

/**
 * SEAM (sign-in issue): the review form (spec §2 Product detail, §4 Reviews, §5 Review).
 * Fields: rating 1–5, comment, optional name; validate with ReviewInputSchema
 * (@contract/reviews, message 'Please provide both a rating and a comment.'), POST /reviews,
 * then call `onSubmitted` with the new review (the list shows it first and the form closes).
 * Only signed-in shoppers reach it: the Add Review toggle sends everybody else to /auth.
 */
export function ReviewForm(_props: {
  productId: number;
  onSubmitted: (review: Review) => void;
  onCancel: () => void;
}) {
  return (
    <div className="review-form-placeholder" role="status">
      <p>Writing reviews opens very soon. Thank you for wanting to share your experience!</p>
    </div>
  );
}
