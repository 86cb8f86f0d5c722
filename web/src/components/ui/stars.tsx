import { UI_MESSAGES } from '@/words/ui-messages';
import './stars.css';

/**
 * A 0–5 star rating, read out as 'Rated N out of 5'; `decorative` when the text around it says
 * the rating already (an average with its count).
 */
export function Stars({
  value,
  max = 5,
  size = 'm',
  decorative = false,
}: {
  value: number;
  max?: number;
  size?: 's' | 'm';
  decorative?: boolean;
}) {
  const rating = Math.max(0, Math.min(max, Math.round(Number.isFinite(value) ? value : 0)));
  const label = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': UI_MESSAGES.rated(rating, max) };
  return (
    <span className={`stars stars-${size}`} {...label}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < rating ? 'star star-on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
