import './stars.css';

/** A 0–5 star rating, read out as 'Rated N out of 5'. */
export function Stars({ value, max = 5, size = 'm' }: { value: number; max?: number; size?: 's' | 'm' }) {
  const rating = Math.max(0, Math.min(max, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < rating ? 'star star-on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
