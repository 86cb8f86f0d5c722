import { Link } from 'react-router-dom';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { shop, telHref } from '@/config/shop';
import { deliveryAreaText, useShopPolicy } from '@/shop/shop-policy';
import { FOOTER_MESSAGES as M } from '@/words/site-messages';
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
          <p>{M.about}</p>
          <p className="footer-delivery" data-testid="footer-delivery-area">
            {deliveryAreaText(policy)}.
          </p>
          <p className="footer-ids">
            {M.fssai(shop.fssaiLicence)}
            <br />
            {M.organicCertificate(shop.organicCertificate)}
          </p>
          <SocialLinks className="social-links-footer" />
        </section>

        <nav className="footer-links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{M.quickLinks}</h2>
          <ul>
            <li>
              <Link to="/shop">{M.shop}</Link>
            </li>
            <li>
              <Link to="/about">{M.aboutUs}</Link>
            </li>
            <li>
              <Link to="/contact">{M.contact}</Link>
            </li>
            <li>
              <Link to="/shipping">{M.shipping}</Link>
            </li>
          </ul>
        </nav>

        <section className="footer-contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">{M.reachFarm}</h2>
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
          <h2 id="footer-newsletter-title">{M.newsletterTitle}</h2>
          {/* product.md §2: the newsletter field has no submit behaviour yet. */}
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            <label htmlFor="newsletter-email">{M.newsletterLabel}</label>
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
          <p>{M.copyright(shop.name)}</p>
          <p>
            <Link to="/privacy">{M.privacy}</Link> · <Link to="/terms">{M.terms}</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
