import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/ui/icons';
import { shop, telHref } from '@/config/shop';
import { ContactForm } from './contact-form';
import './contact-screen.css';

/** Contact (product.md §2): the form, and the address, e-mails, phone and WhatsApp of the farm. */
export function ContactScreen() {
  return (
    <div className="container page contact">
      <header className="contact-header">
        <span className="eyebrow">Contact</span>
        <h1>We would love to hear from you</h1>
        <p>
          Questions about a product, a bulk order for a wedding or festival, or a visit to the farm: write to
          us.
        </p>
      </header>
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">Reach the farm</h2>
          <ul>
            <li>
              <PinIcon />
              <div>
                <h3>Address</h3>
                <address>
                  {shop.address.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </div>
            </li>
            <li>
              <MailIcon />
              <div>
                <h3>Email</h3>
                <p>
                  <a href={`mailto:${shop.emails.general}`}>{shop.emails.general}</a>
                  <span className="contact-note">Questions and farm visits</span>
                </p>
                <p>
                  <a href={`mailto:${shop.emails.orders}`}>{shop.emails.orders}</a>
                  <span className="contact-note">Orders and deliveries</span>
                </p>
              </div>
            </li>
            <li>
              <PhoneIcon />
              <div>
                <h3>Phone</h3>
                <p>
                  <a href={telHref}>{shop.phone}</a>
                  <span className="contact-note">Monday to Saturday, 9 am to 6 pm</span>
                </p>
              </div>
            </li>
            <li>
              <WhatsAppIcon size={24} />
              <div>
                <h3>WhatsApp</h3>
                <p>
                  <a href={`https://wa.me/${shop.whatsAppNumber}`} target="_blank" rel="noopener noreferrer">
                    Chat with us<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
