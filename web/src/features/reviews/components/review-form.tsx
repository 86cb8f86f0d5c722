import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REVIEW_MESSAGES } from '@/words/messages';
import { PRODUCT_REVIEWS_MESSAGES as TEXT } from '@/words/shop-messages';
import { ReviewInputSchema, type Review } from '@contract/reviews';
import { StarInput } from '@/components/ui/star-input';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { useSignInToFinish } from '@/shop/sign-in-return';
import { createReview } from '../api/create-review';
import { FormActions, FormError, OptionalNameField } from '@/components/ui/feedback-fields';
import { issueWords } from '@/platform/api-words';

export const REVIEW_LOGIN_REDIRECT_MS = 3000;

/**
 * The review form (product.md §2, §4, §5, §8): rating, comment, optional name. Checked with the API's
 * own schema; on success the list shows the new review first and the form closes.
 */
export function ReviewForm({
  productId,
  productName,
  onSubmitted,
  onCancel,
}: {
  productId: number;
  productName: string;
  onSubmitted: (review: Review) => void;
  onCancel: () => void;
}) {
  const signInToFinish = useSignInToFinish();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [userName, setUserName] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewInputSchema.safeParse({ productId, rating: rating || undefined, comment, userName });
    if (!parsed.success) {
      setError(issueWords(parsed.error.issues[0], REVIEW_MESSAGES.incomplete));
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const review = await createReview(parsed.data);
      notify.success(REVIEW_MESSAGES.thanks);
      onSubmitted(review);
    } catch (e) {
      if (e instanceof ApiError && e.isAuthError) {
        setError(REVIEW_MESSAGES.loginRequired);
        redirect.current = window.setTimeout(
          () => signInToFinish({ kind: 'add-review', productId, productName }),
          REVIEW_LOGIN_REDIRECT_MS,
        );
      } else {
        setError(e instanceof Error && e.message ? e.message : REVIEW_MESSAGES.submitFailed);
      }
      setSubmitting(false);
    }
  };

  return (
    <form className="review-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={TEXT.formLabel}>
      <StarInput label={TEXT.ratingLabel} value={rating} onChange={setRating} />
      <div className="form-field">
        <label htmlFor="review-comment">{TEXT.commentLabel}</label>
        <textarea
          id="review-comment"
          className="field-input"
          rows={4}
          required
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={TEXT.commentPlaceholder}
        />
      </div>
      <OptionalNameField id="review-name" value={userName} onChange={setUserName} />
      <FormError message={error} />
      <FormActions
        className="review-form-actions"
        onCancel={onCancel}
        label={TEXT.submit}
        busyLabel={TEXT.submitting}
        busy={submitting}
      />
    </form>
  );
}
