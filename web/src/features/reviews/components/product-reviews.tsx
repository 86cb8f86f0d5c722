import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { REVIEW_MESSAGES } from '@/words/messages';
import { LANGUAGE_TAGS } from '@contract/languages';
import { PRODUCT_REVIEWS_MESSAGES as TEXT } from '@/words/shop-messages';
import type { RatingSummaries, Review } from '@contract/reviews';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { RatingBadge, StarBreakdown } from '@/components/ui/rating-summary';
import { Stars } from '@/components/ui/stars';
import { formatDate } from '@/shop/format';
import { currentPath, takePendingAction, useSignInToFinish } from '@/shop/sign-in-return';
import { useSession } from '@/platform/session';
import { LANGUAGE } from '@/config/language';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import './product-reviews.css';

/** A review's date in the page's language ('18 Jan 2025' in English), with Western digits. */
const DATE_LOCALE = LANGUAGE === 'en' ? 'en-GB' : `${LANGUAGE_TAGS[LANGUAGE]}-u-nu-latn`;

// The form (and the zod schema it checks with) loads only when a shopper opens it.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Customer reviews under a product (product.md §2): the list (the product route's), and the Add
 * Review toggle. The ratings' figures decorate it: none until they are in.
 */
export function ProductReviews({
  productId,
  productName,
  reviews,
  ratings,
}: {
  productId: number;
  productName: string;
  reviews: Pending<Review[]>;
  ratings: Pending<RatingSummaries>;
}) {
  const summary = dataOf(useSettled(ratings))?.[productId];
  const loaded = dataOf(useSettled(reviews));
  const [added, setAdded] = useState<Review[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const { status: signinStatus, data: signin } = useSession();
  const signInToFinish = useSignInToFinish();
  const location = useLocation();
  const sectionRef = useRef<HTMLElement>(null);

  // Back from a sign-in that Add Review started: the form is open, and in view (issue 14).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || signinStatus !== 'success' || !signin.signedIn) return;
    resumed.current = true;
    const action = takePendingAction(currentPath(location), ['add-review']);
    if (action?.productId !== productId) return;
    setFormOpen(true);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [signinStatus, signin, location, productId]);

  // A tap while the session is still loading is answered once it is known (never as "signed out").
  const [opening, setOpening] = useState(false);
  const toggleForm = () => {
    if (!formOpen && signinStatus !== 'success') return setOpening(true);
    // product.md §4: opening the form when not signed in goes to /auth (and comes back with it open).
    if (!formOpen && !signin?.signedIn) return signInToFinish({ kind: 'add-review', productId, productName });
    setFormOpen((open) => !open);
  };
  useEffect(() => {
    if (!opening || signinStatus !== 'success') return;
    setOpening(false);
    if (signin.signedIn) setFormOpen(true);
    else signInToFinish({ kind: 'add-review', productId, productName });
  }, [opening, signinStatus, signin, signInToFinish, productId, productName]);

  return (
    <section className="reviews" aria-labelledby="reviews-title" ref={sectionRef}>
      <div className="reviews-header">
        <div>
          <h2 id="reviews-title">{TEXT.heading}</h2>
          {loaded && (
            <p className="reviews-count">{REVIEW_MESSAGES.reviewCount(added.length + loaded.length)}</p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-expanded={formOpen}
          onClick={toggleForm}
        >
          {formOpen ? TEXT.closeForm : TEXT.addReview}
        </button>
      </div>

      {summary && summary.count > 0 && (
        <div className="reviews-summary">
          <RatingBadge summary={summary} className="reviews-average" />
          <StarBreakdown summary={summary} />
        </div>
      )}

      {formOpen && (
        <Suspense fallback={<p className="loading-text">{TEXT.openingForm}</p>}>
          <ReviewForm
            productId={productId}
            productName={productName}
            onCancel={() => setFormOpen(false)}
            onSubmitted={(review) => {
              setAdded((current) => [review, ...current]);
              setFormOpen(false);
            }}
          />
        </Suspense>
      )}

      <Loaded
        answer={reviews}
        as="part"
        loading={
          <>
            <PageLoading text={TEXT.loading} part />
            <ReviewList reviews={added} />
          </>
        }
        failed={() => (
          <>
            <p className="reviews-notice" role="status">
              {REVIEW_MESSAGES.loadFailed}
            </p>
            <ReviewList reviews={added} />
          </>
        )}
      >
        {(list) =>
          added.length + list.length === 0 ? (
            <p className="reviews-empty">{TEXT.empty}</p>
          ) : (
            <ReviewList reviews={[...added, ...list]} />
          )
        }
      </Loaded>
    </section>
  );
}

/** Reviews, newest first: stars, date, comment, name and the verified-buyer mark. */
function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review._id} className="review">
          <div className="review-top">
            <Stars value={review.rating} size="s" />
            <time dateTime={review.reviewDate}>{formatDate(review.reviewDate, DATE_LOCALE)}</time>
          </div>
          <p className="review-comment">{review.comment}</p>
          <p className="review-name">
            {review.userName?.trim() || TEXT.anonymous}
            {review.verified && (
              <span className="review-verified" title={REVIEW_MESSAGES.verifiedBuyerHint}>
                <span aria-hidden="true">✓</span> {REVIEW_MESSAGES.verifiedBuyer}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
