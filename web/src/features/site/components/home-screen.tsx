import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GiftIcon, HandsIcon, LeafIcon, ShieldIcon, SunIcon, TruckIcon } from '@/components/ui/icons';
import { DELIVERY_AREA_MESSAGES as D, OFFER_MESSAGES as O, PRICING_MESSAGES } from '@contract/messages';
import { categoryName } from '@/shop/categories';
import { useFirstOrderOffer } from '@/shop/first-order-offer';
import { deliveryAreaText, freeDeliveryText, useShopPolicy } from '@/shop/shop-policy';
import './home-screen.css';

/**
 * Category tiles link to the shop filtered by the real catalogue category, and are named as the
 * shop's filter names it (shop/categories).
 */
const CATEGORY_TILES = [
  { note: 'Sun-cured rose petal preserve', category: 'Natural Rose Petal Jam', image: 'gulkand' },
  { note: 'Chia, javas and farm grains', category: 'organic grains', image: 'seeds' },
  { note: 'Cubes, powder, kaakvi and honey', category: 'sweetener', image: 'jaggery' },
  { note: 'Moringa and curry leaves', category: 'powder', image: 'powders' },
] as const;

const PROMISES = [
  {
    title: 'Chemical-Free',
    text: 'No pesticides, no hydros, no colour or preservatives. Our jaggery is cleaned with bhendi sap, the old way.',
    Icon: LeafIcon,
  },
  {
    title: 'Ethically Sourced',
    text: 'Made by the women of our self-help group, who are paid for every day of work and share in each season’s profit.',
    Icon: HandsIcon,
  },
  {
    title: 'Maximum Freshness',
    text: 'Small batches, cooked and packed in the same week, so what reaches your kitchen still tastes of the farm.',
    Icon: SunIcon,
  },
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
          alt="Sugarcane fields and our farmhouse in the Krishna valley near Karad at sunrise"
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
        />
        <div className="container hero-content">
          <span className="eyebrow">Family farm · Karad, Maharashtra</span>
          <h1 id="hero-title">
            Pure organic food, <span className="hero-title-accent">straight from our farm</span>
          </h1>
          <p className="hero-lead">
            Jaggery boiled the old way, raw honey, A2 bilona ghee and sun-cured gulkand, grown, made and
            packed by our family and the women of our self-help group.
          </p>
          <div className="hero-actions">
            <Link to="/shop" className="btn btn-honey">
              Shop Now
            </Link>
            <Link to="/about" className="btn btn-secondary hero-secondary">
              Our Story
            </Link>
          </div>
        </div>
      </section>

      <section className="trust-strip" aria-label="Our promises to you">
        <ul className="container trust-list">
          <li>
            <ShieldIcon />
            <span>
              <strong>100% Organic Certified</strong>
              <small>USDA and India Organic</small>
            </span>
          </li>
          <li>
            <TruckIcon />
            <span>
              <strong>{freeDelivery ?? D.freeInKaradShort}</strong>
              <small data-testid="trust-delivery-area">
                {deliveryAreaText(policy)} · <Link to="/shipping">delivery areas</Link>
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
            <span className="eyebrow">The farm promise</span>
            <h2 id="promise-title">Grown honestly, made by hand</h2>
            <p>Three things we never compromise on, from the field to your kitchen.</p>
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
              <span className="eyebrow">Shop by category</span>
              <h2 id="categories-title">From our fields and kitchen</h2>
            </div>
            <Link to="/shop" className="btn btn-secondary">
              View All Products
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
