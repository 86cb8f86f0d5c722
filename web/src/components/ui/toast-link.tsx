import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './toast-link.css';

/**
 * A toast's words with one action after them ("Added … · View cart"): a link inside the app, so
 * the shopper goes on from the toast without looking for the header's icon.
 */
export function messageWithLink(message: string, link: { to: string; label: string }): ReactNode {
  return (
    <span className="toast-with-link">
      <span>{message}</span>
      <Link to={link.to} className="toast-link">
        {link.label}
      </Link>
    </span>
  );
}
