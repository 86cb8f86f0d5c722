import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GiftIcon, HandsIcon, LeafIcon, ShieldIcon, SunIcon, TruckIcon } from '@/components/ui/icons';
import { DELIVERY_AREA_MESSAGES as D, OFFER_MESSAGES as O, PRICING_MESSAGES } from '@/words/messages';
import { HOME_MESSAGES as H } from '@/words/site-messages';
import { categoryName } from '@/shop/categories';
import { useFirstOrderOffer } from '@/shop/first-order-offer';
import { deliveryAreaText, freeDeliveryText, useShopPolicy } from '@/shop/shop-policy';
import './home-screen.css';

/**
 * Category tiles link to the shop filtered by the real catalogue category, and are named as the
 * shop's filter names it (shop/categories).
 */
const CATEGORY_TILES = [
  { note: H.gulkandNote, category: 'Natural Rose Petal Jam', image: 'gulkand' },
  { note: H.grainsNote, category: 'organic grains', image: 'seeds' },
  { note: H.sweetenerNote, category: 'sweetener', image: 'jaggery' },
  { note: H.powderNote, category: 'powder', image: 'powders' },
] as const;

const PROMISES = [
  { title: H.chemicalFreeTitle, text: H.chemicalFreeText, Icon: LeafIcon },
  { title: H.ethicalTitle, text: H.ethicalText, Icon: HandsIcon },
  { title: H.freshTitle, text: H.freshText, Icon: SunIcon },
] as const;

/**
 * Home (product.md §2): hero, trust strip, promises, category tiles, the testimonials (their own
 * feature, put in by the route) and the closing banner.
 */
export function HomeScreen({ testimonials }: { testimonials: ReactNode }) {
  // Where the farm delivers, what delivery costs and the first-order offer come from the settings,
  // as on Shipping & Returns, About and the footer: no two of them can disagree. The first-order
  // offer is stated only where it can still apply (not to a returning customer).
  const policy = useShopPolicy();
  const freeDelivery = freeDeliveryText(policy);
  const firstOrder = useFirstOrderOffer();
  const returning = firstOrder === 0 && (policy?.firstOrderDiscountPercent ?? 0) > 0;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero-art"
          src="/images/site/hero.svg"
          alt={H.heroAlt}
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
        />
        <div className="container hero-content">
          <span className="eyebrow">{H.heroEyebrow}</span>
          <h1 id="hero-title">
            {H.heroTitle} <span className="hero-title-accent">{H.heroTitleAccent}</span>
          </h1>
          <p className="hero-lead">{H.heroLead}</p>
          <div className="hero-actions">
            <Link to="/shop" className="btn btn-honey">
              {H.shopNow}
            </Link>
            <Link to="/about" className="btn btn-secondary hero-secondary">
              {H.ourStory}
            </Link>
          </div>
        </div>
      </section>

      <section className="trust-strip" aria-label={H.trustLabel}>
        <ul className="container trust-list">
          <li>
            <ShieldIcon />
            <span>
              <strong>{H.certified}</strong>
              <small>{H.certifiers}</small>
            </span>
          </li>
          <li>
            <TruckIcon />
            <span>
              <strong>{freeDelivery ?? D.freeInKaradShort}</strong>
              <small data-testid="trust-delivery-area">
                {deliveryAreaText(policy)} · <Link to="/shipping">{H.deliveryAreas}</Link>
              </small>
            </span>
          </li>
          {firstOrder ? (
            <li data-testid="trust-first-order">
              <GiftIcon />
              <span>
                <strong>{PRICING_MESSAGES.firstOrderDiscount(firstOrder)}</strong>
                <small>{O.firstOrderNote}</small>
              </span>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="section" aria-labelledby="promise-title">
        <div className="container">
          <div className="section-heading section-heading-center">
            <span className="eyebrow">{H.promiseEyebrow}</span>
            <h2 id="promise-title">{H.promiseTitle}</h2>
            <p>{H.promiseLead}</p>
          </div>
          <ul className="promise-grid">
            {PROMISES.map(({ title, text, Icon }) => (
              <li key={title} className="promise-card">
                <span className="promise-icon">
                  <Icon size={28} />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section categories" aria-labelledby="categories-title">
        <div className="container">
          <div className="section-heading">
            <div>
              <span className="eyebrow">{H.categoriesEyebrow}</span>
              <h2 id="categories-title">{H.categoriesTitle}</h2>
            </div>
            <Link to="/shop" className="btn btn-secondary">
              {H.viewAll}
            </Link>
          </div>
          <ul className="category-grid">
            {CATEGORY_TILES.map((tile) => (
              <li key={tile.category}>
                <Link to={`/shop?category=${encodeURIComponent(tile.category)}`} className="category-tile">
                  <img
                    src={`/images/site/category-${tile.image}.svg`}
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="category-tile-text">
                    <span className="category-tile-label">{categoryName(tile.category)}</span>
                    <span className="category-tile-note">{tile.note}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials}

      <section className="closing-banner" aria-labelledby="closing-title">
        <div className="container closing-inner">
          <div>
            <span className="eyebrow closing-eyebrow">
              {returning ? O.closingEyebrowBack : O.closingEyebrowNew}
            </span>
            <h2 id="closing-title" data-testid="closing-title">
              {firstOrder ? O.closingTitle(firstOrder) : O.closingTitlePlain}
            </h2>
            <p>
              {O.closingLead} {freeDelivery ? `${freeDelivery}.` : ''}
            </p>
          </div>
          <Link to="/shop" className="btn btn-honey">
            {returning ? O.shopAgain : O.shopFirstOrder}
          </Link>
        </div>
      </section>
    </>
  );
}
