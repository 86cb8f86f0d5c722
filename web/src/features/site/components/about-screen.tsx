import { Link } from 'react-router-dom';
import { DELIVERY_AREA_MESSAGES as D } from '@contract/messages';
import type { ShopPolicy } from '@contract/settings';
import { shop } from '@/config/shop';
import { useShopPolicy } from '@/shop/shop-policy';
import './about-screen.css';

const TIMELINE = [
  {
    when: 'Our roots',
    title: 'Three generations on the same land',
    text: 'Our family has farmed sugarcane, grains and vegetables on the banks of the Krishna near Karad for three generations, boiling jaggery the way our grandparents taught us.',
  },
  {
    when: '2024',
    title: 'Selling to our neighbours',
    text: 'The women of our self-help group began selling jaggery, ghee and gulkand directly to nearby customers, instead of through traders.',
  },
  {
    when: '2025',
    title: '200+ local families',
    text: 'Word spread from kitchen to kitchen. By 2025 we were supplying more than two hundred families around Karad every month.',
  },
] as const;

/** The last step of the story says where the shop delivers today, from the settings. */
function onlineStep(policy: ShopPolicy | null) {
  const india = policy?.delivery.shipsOutsideKarad;
  if (india === undefined) return { when: '2025', title: 'Online', text: D.unknown };
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
            <span className="eyebrow">Our story</span>
            <h1 id="about-title">A family farm, run by the women of Karad</h1>
            <p className="about-lead">
              We are a family farm and a women&rsquo;s self-help group in Karad, Satara district. Everything
              in our shop is grown, cooked and packed by us.
            </p>
          </div>
          <img
            src="/images/site/about.svg"
            alt="Our farmhouse in Karad, with women of the self-help group packing jars in the courtyard"
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
            <span className="eyebrow">Our mission</span>
            <h2 id="mission-title">Honest food, fair work</h2>
          </div>
          <div className="about-mission-text">
            <p>
              For <strong>three generations</strong> our family has farmed the black soil of{' '}
              <strong>Karad</strong>. We never took the shortcut of chemicals: our jaggery is cleaned with
              bhendi sap, our bees forage on tulsi and jamun, and our Gir and Khillar cows give the milk for
              our bilona ghee.
            </p>
            <p>
              Our farm is <strong>USDA and India Organic certified</strong>, and today more than{' '}
              <strong>200 happy families</strong> cook with what we make. Every jar pays the women who made
              it, and part of each season&rsquo;s profit is shared in the group.
            </p>
            <p className="about-ids">
              Organic certificate <strong>{shop.organicCertificate}</strong> · FSSAI licence{' '}
              <strong>{shop.fssaiLicence}</strong>. Where we deliver and what it costs:{' '}
              <Link to="/shipping">Shipping &amp; Returns</Link>.
            </p>
            <ul className="about-stats">
              <li>
                <strong>3</strong> generations of farming
              </li>
              <li>
                <strong>200+</strong> happy families
              </li>
              <li>
                <strong>100%</strong> certified organic
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section about-timeline-section" aria-labelledby="timeline-title">
        <div className="container">
          <div className="section-heading section-heading-center">
            <span className="eyebrow">How we grew</span>
            <h2 id="timeline-title">From our fields to your kitchen</h2>
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
          <h2 id="about-cta-title">Taste what three generations have grown</h2>
          <Link to="/shop" className="btn btn-honey">
            Shop Organic
          </Link>
        </div>
      </section>
    </div>
  );
}
