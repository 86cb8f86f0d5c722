import { UI_MESSAGES } from '@/words/ui-messages';

/**
 * The start-up spinner (product.md §2): two rotating green rings with a brown dot, shown while the
 * sign-in state loads. index.html paints the same markup before any script runs.
 */
export function StartupSpinner() {
  return (
    <div className="startup" role="status">
      <div className="startup-spinner" aria-hidden="true">
        <span className="startup-ring" />
        <span className="startup-ring startup-ring-inner" />
        <span className="startup-dot" />
      </div>
      <span className="visually-hidden">{UI_MESSAGES.loadingShop}</span>
    </div>
  );
}
