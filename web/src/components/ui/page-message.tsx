import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page with nothing to show but a message and one way on: an empty cart, an order not found… */
export function PageMessage({
  title,
  children,
  link,
  illustration = false,
}: {
  title: string;
  /** The message, as the page words it (a detail line, or an alert). */
  children: ReactNode;
  link: { to: string; label: string };
  illustration?: boolean;
}) {
  return (
    <div className="container page state-panel">
      {illustration && (
        <img className="state-illustration" src="/images/placeholder.svg" alt="" width={120} height={120} />
      )}
      <h1>{title}</h1>
      {children}
      <div className="state-actions">
        <Link to={link.to} className="btn">
          {link.label}
        </Link>
      </div>
    </div>
  );
}
