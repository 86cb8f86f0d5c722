import { Link } from 'react-router-dom';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { shop, telHref } from '@/config/shop';
import { deliveryAreaText, useShopPolicy } from '@/shop/shop-policy';
import { SocialLinks } from './social-links';

export function Footer() {
  // The same settings as the trust strip, About and Shipping & Returns (shop/shop-policy).
  const policy = useShopPolicy();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="footer-brand">
            <img src="/images/site/logo.svg" alt="" width={36} height={36} loading="lazy" />
            {shop.name}
          </h2>
          <p>
            A family farm and women&rsquo;s self-help group in Karad, Maharashtra. We grow, make and pack
            certified organic jaggery, honey, A2 ghee, gulkand and more.
          </p>
          <p className="footer-delivery" data-testid="footer-delivery-area">
            {deliveryAreaText(policy)}.
          </p>
          <p className="footer-ids">
            FSSAI Lic. No. {shop.fssaiLicence}
            <br />
            Organic certificate {shop.organicCertificate}
          </p>
          <SocialLinks className="social-links-footer" />
        </section>

        <nav className="footer-links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">Quick links</h2>
          <ul>
            <li>
              <Link to="/shop">Shop</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/shipping">Shipping &amp; Returns</Link>
            </li>
          </ul>
        </nav>

        <section className="footer-contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">Reach the farm</h2>
          <ul>
            <li>
              <PhoneIcon size={18} />
              <a href={telHref}>{shop.phone}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${shop.emails.general}`}>{shop.emails.general}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <address>{shop.address.oneLine}</address>
            </li>
          </ul>
        </section>

        <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title">Harvest letters</h2>
          {/* product.md §2: the newsletter field has no submit behaviour yet. */}
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            <label htmlFor="newsletter-email">Your e-mail, for news of each new harvest</label>
            <input
              id="newsletter-email"
              className="field-input"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
          </form>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>© 2023 {shop.name}. All rights reserved.</p>
          <p>
            <Link to="/privacy">Privacy</Link> · <Link to="/terms">Terms</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
