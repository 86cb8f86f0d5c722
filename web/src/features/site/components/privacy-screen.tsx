import { Link } from 'react-router-dom';
import { PRIVACY_MESSAGES as M } from '@/words/pages-messages';
import { shop } from '@/config/shop';
import './legal.css';

/** Linked from the login screen; product.md §2 asks for no particular content, so this is a short plain summary. */
export function PrivacyScreen() {
  return (
    <div className="container page legal">
      <h1>{M.title}</h1>
      <p className="legal-updated">{M.lead}</p>
      <h2>{M.keepTitle}</h2>
      <p>{M.keep}</p>
      <h2>{M.notTitle}</h2>
      <p>{M.not}</p>
      <h2>{M.questionsTitle}</h2>
      <p>
        {M.questionsBefore}
        <a href={`mailto:${shop.emails.general}`}>{shop.emails.general}</a>
        {M.questionsMiddle}
        <Link to="/contact">{M.contactLink}</Link>
        {M.questionsAfter}
      </p>
    </div>
  );
}
