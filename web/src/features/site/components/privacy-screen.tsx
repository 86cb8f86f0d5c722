import { Link } from 'react-router-dom';
import { shop } from '@/config/shop';
import './legal.css';

/** Linked from the login screen; product.md §2 asks for no particular content, so this is a short plain summary. */
export function PrivacyScreen() {
  return (
    <div className="container page legal">
      <h1>Privacy policy</h1>
      <p className="legal-updated">A short, plain summary of how we use your details.</p>
      <h2>What we keep</h2>
      <p>
        When you sign in we keep your phone number or Google account, your delivery addresses, your cart and
        your orders, so we can deliver what you bought. Reviews and testimonials you write are shown on the
        shop with the name you give.
      </p>
      <h2>What we do not do</h2>
      <p>
        We never sell or share your details with advertisers. Payment details are not stored by this shop.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${shop.emails.general}`}>{shop.emails.general}</a> or use our{' '}
        <Link to="/contact">contact page</Link>, and we will reply.
      </p>
    </div>
  );
}
