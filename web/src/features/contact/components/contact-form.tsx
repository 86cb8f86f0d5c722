import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '@/words/messages';
import { CONTACT_PAGE_MESSAGES as M } from '@/words/pages-messages';
import { WhatsAppIcon } from '@/components/ui/icons';
import { shop } from '@/config/shop';
import {
  contactWhatsAppLink,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../lib/contact';

const FIELDS = [
  { name: 'name', label: M.name, type: 'text', autoComplete: 'name' },
  { name: 'email', label: M.email, type: 'email', autoComplete: 'email' },
  { name: 'subject', label: M.subject, type: 'text', autoComplete: 'off' },
] as const;

/**
 * The contact form (product.md §2): all four fields required, e-mail format checked. Sending opens a
 * prefilled WhatsApp chat with the shop in a new tab and clears the form; no server call.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (name: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    setSent(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    const firstInvalid = (Object.keys(problems) as (keyof ContactValues)[])[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    window.open(contactWhatsAppLink(shop.whatsAppNumber, values), '_blank', 'noopener,noreferrer');
    setValues(EMPTY_CONTACT);
    setSent(true);
  };

  const describedBy = (name: keyof ContactValues) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <form
      ref={formRef}
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{M.formTitle}</h2>
      <p className="contact-form-hint">{M.formHint}</p>
      {FIELDS.map((field) => (
        <div className="form-field" key={field.name}>
          <label htmlFor={`contact-${field.name}`}>{field.label}</label>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            className="field-input"
            type={field.type}
            autoComplete={field.autoComplete}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            value={values[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
          />
          {errors[field.name] && (
            <p id={`contact-${field.name}-error`} className="field-error">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="contact-message">{M.message}</label>
        <textarea
          id="contact-message"
          name="message"
          className="field-input"
          rows={5}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
        />
        {errors.message && (
          <p id="contact-message-error" className="field-error">
            {errors.message}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-block">
        <WhatsAppIcon /> {M.send}
      </button>
      <p className="contact-sent" role="status">
        {sent && CONTACT_MESSAGES.ready}
      </p>
    </form>
  );
}
