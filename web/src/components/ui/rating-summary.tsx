import type { RatingSummary } from '@contract/reviews';
import { REVIEW_MESSAGES } from '@/words/messages';
import { UI_MESSAGES } from '@/words/ui-messages';
import { Stars } from './stars';

/** '★★★★☆ 4.5 (12)': a product's average rating and how many reviews, read out in one sentence. */
export function RatingBadge({ summary, className = '' }: { summary: RatingSummary; className?: string }) {
  return (
    <span
      className={`rating-badge ${className}`}
      role="img"
      aria-label={REVIEW_MESSAGES.ratingLabel(summary.average, summary.count)}
    >
      <Stars value={summary.average} size="s" decorative />
      <span className="rating-badge-average" aria-hidden="true">
        {summary.average.toFixed(1)}
      </span>
      <span className="rating-badge-count" aria-hidden="true">
        ({summary.count})
      </span>
    </span>
  );
}

/** The 5-to-1 star breakdown of a product's reviews, as bars with their counts. */
export function StarBreakdown({ summary }: { summary: RatingSummary }) {
  return (
    <ul className="star-breakdown" aria-label={UI_MESSAGES.ratingsByStars}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = summary.stars[stars - 1] ?? 0;
        const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
        return (
          <li key={stars} aria-label={REVIEW_MESSAGES.starsCount(stars, count)}>
            <span className="star-breakdown-label" aria-hidden="true">
              {stars} ★
            </span>
            <span className="star-breakdown-bar" aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </span>
            <span className="star-breakdown-count" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
