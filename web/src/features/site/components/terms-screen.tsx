import { Link } from 'react-router-dom';
import { TERMS_MESSAGES as M } from '@/words/pages-messages';
import { shop } from '@/config/shop';
import './legal.css';

/** Linked from the login screen; product.md §2 asks for no particular content, so this is a short plain summary. */
export function TermsScreen() {
  return (
    <div className="container page legal">
      <h1>{M.title}</h1>
      <p className="legal-updated">{M.lead}</p>
      <h2>{M.ordersTitle}</h2>
      <p>{M.orders}</p>
      <h2>{M.deliveryTitle}</h2>
      <p>
        {M.deliveryBefore}
        <Link to="/shipping">{M.deliveryLink}</Link>
        {M.deliveryAfter}
      </p>
      <h2>{M.questionsTitle}</h2>
      <p>
        {M.questionsBefore}
        <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
        {M.questionsMiddle}
        <Link to="/contact">{M.contactLink}</Link>
        {M.questionsAfter}
      </p>
    </div>
  );
}
