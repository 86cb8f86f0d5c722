import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/ui/icons';
import { CONTACT_PAGE_MESSAGES as M } from '@/words/pages-messages';
import { shop, telHref } from '@/config/shop';
import { ContactForm } from './contact-form';
import './contact-screen.css';

/** Contact (product.md §2): the form, and the address, e-mails, phone and WhatsApp of the farm. */
export function ContactScreen() {
  return (
    <div className="container page contact">
      <header className="contact-header">
        <span className="eyebrow">{M.eyebrow}</span>
        <h1>{M.title}</h1>
        <p>{M.lead}</p>
      </header>
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{M.reachFarm}</h2>
          <ul>
            <li>
              <PinIcon />
              <div>
                <h3>{M.address}</h3>
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
                <h3>{M.emailTitle}</h3>
                <p>
                  <a href={`mailto:${shop.emails.general}`}>{shop.emails.general}</a>
                  <span className="contact-note">{M.generalNote}</span>
                </p>
                <p>
                  <a href={`mailto:${shop.emails.orders}`}>{shop.emails.orders}</a>
                  <span className="contact-note">{M.ordersNote}</span>
                </p>
              </div>
            </li>
            <li>
              <PhoneIcon />
              <div>
                <h3>{M.phone}</h3>
                <p>
                  <a href={telHref}>{shop.phone}</a>
                  <span className="contact-note">{M.hours}</span>
                </p>
              </div>
            </li>
            <li>
              <WhatsAppIcon size={24} />
              <div>
                <h3>{M.whatsApp}</h3>
                <p>
                  <a href={`https://wa.me/${shop.whatsAppNumber}`} target="_blank" rel="noopener noreferrer">
                    {M.chat}
                    <span className="visually-hidden">{M.newTab}</span>
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
