import { Link } from 'react-router-dom';
import { DELIVERY_AREA_MESSAGES as D } from '@/words/messages';
import type { ShopPolicy } from '@contract/settings';
import { ABOUT_MESSAGES as A } from '@/words/pages-messages';
import { shop } from '@/config/shop';
import { useShopPolicy } from '@/shop/shop-policy';
import './about-screen.css';

const TIMELINE = [
  { when: A.rootsWhen, title: A.rootsTitle, text: A.rootsText },
  { when: '2024', title: A.neighboursTitle, text: A.neighboursText },
  { when: '2025', title: A.familiesTitle, text: A.familiesText },
] as const;

/** The last step of the story says where the shop delivers today, from the settings. */
function onlineStep(policy: ShopPolicy | null) {
  const india = policy?.delivery.shipsOutsideKarad;
  if (india === undefined) return { when: '2025', title: A.onlineTitle, text: D.unknown };
  return india
    ? { when: '2025', title: D.aboutOnlineTitleIndia, text: D.aboutOnlineIndia }
    : { when: '2025', title: D.aboutOnlineTitleKarad, text: D.aboutOnlineKarad };
}

/** Our story (product.md §2 About): hero, mission, timeline, Shop Organic. */
export function AboutScreen() {
  const policy = useShopPolicy();
  return (
    <div className="about">
      <section className="about-hero" aria-labelledby="about-title">
        <div className="container about-hero-inner">
          <div>
            <span className="eyebrow">{A.eyebrow}</span>
            <h1 id="about-title">{A.title}</h1>
            <p className="about-lead">{A.lead}</p>
          </div>
          <img
            src="/images/site/about.svg"
            alt={A.heroAlt}
            width={1200}
            height={800}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container about-mission">
          <div>
            <span className="eyebrow">{A.missionEyebrow}</span>
            <h2 id="mission-title">{A.missionTitle}</h2>
          </div>
          <div className="about-mission-text">
            <p>
              {A.roots1}
              <strong>{A.roots2}</strong>
              {A.roots3}
              <strong>{A.roots4}</strong>
              {A.roots5}
            </p>
            <p>
              {A.today1}
              <strong>{A.today2}</strong>
              {A.today3}
              <strong>{A.today4}</strong>
              {A.today5}
            </p>
            <p className="about-ids">
              {A.certificate}
              <strong>{shop.organicCertificate}</strong>
              {A.licence}
              <strong>{shop.fssaiLicence}</strong>
              {A.deliveryLinkBefore}
              <Link to="/shipping">{A.deliveryLink}</Link>
              {A.deliveryLinkAfter}
            </p>
            <ul className="about-stats">
              <li>
                <strong>3</strong> {A.statGenerations}
              </li>
              <li>
                <strong>200+</strong> {A.statFamilies}
              </li>
              <li>
                <strong>100%</strong> {A.statOrganic}
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section about-timeline-section" aria-labelledby="timeline-title">
        <div className="container">
          <div className="section-heading section-heading-center">
            <span className="eyebrow">{A.timelineEyebrow}</span>
            <h2 id="timeline-title">{A.timelineTitle}</h2>
          </div>
          <ol className="timeline">
            {[...TIMELINE, onlineStep(policy)].map((step) => (
              <li key={step.title} className="timeline-step" data-testid="timeline-step">
                <span className="timeline-when">{step.when}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="about-cta" aria-labelledby="about-cta-title">
        <div className="container about-cta-inner">
          <h2 id="about-cta-title">{A.ctaTitle}</h2>
          <Link to="/shop" className="btn btn-honey">
            {A.ctaButton}
          </Link>
        </div>
      </section>
    </div>
  );
}
