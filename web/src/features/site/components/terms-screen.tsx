import { Link } from 'react-router-dom';
import { shop } from '../../../config/shop';
import './legal.css';

/** Linked from the login screen; the spec shows no content, so this is a short plain summary. */
export function TermsScreen() {
  return (
    <div className="container page legal">
      <h1>Terms of use</h1>
      <p className="legal-updated">The short version of how shopping with us works.</p>
      <h2>Orders and prices</h2>
      <p>
        Prices are in Indian rupees. An order is confirmed once we accept it; we will contact you if a product
        has sold out for the season.
      </p>
      <h2>Offers</h2>
      <p>
        Delivery within Karad is free when your order comes to ₹999 or more after any discount, and ₹40 below
        that; elsewhere in India it is ₹120. You see the charge for your address at checkout, before you
        order. Your first order gets 15% off its subtotal, once per account (again only if that order was
        cancelled).
      </p>
      <h2>Questions</h2>
      <p>
        Call us on <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a> or use our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </div>
  );
}
