import { Link } from 'react-router-dom';
import { shop } from '@/config/shop';
import './legal.css';

/** Linked from the login screen; product.md §2 asks for no particular content, so this is a short plain summary. */
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
      <h2>Delivery and offers</h2>
      <p>
        Where we deliver, what delivery costs, the first-order offer and how to cancel an order are on our{' '}
        <Link to="/shipping">Shipping &amp; Returns</Link> page, with the figures checkout applies. You see
        the charge for your address at checkout, before you order.
      </p>
      <h2>Questions</h2>
      <p>
        Call us on <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a> or use our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </div>
  );
}
