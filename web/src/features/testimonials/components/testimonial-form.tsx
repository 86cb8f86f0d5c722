import { useState, type FormEvent } from 'react';
import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@/words/messages';
import { TESTIMONIAL_SECTION_MESSAGES as M } from '@/words/site-messages';
import { TestimonialInputSchema } from '@contract/testimonials';
import { StarInput } from '@/components/ui/star-input';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { useSignInToFinish } from '@/shop/sign-in-return';
import { createTestimonial } from '../api/testimonial-writes';
import { FormActions, FormError, OptionalNameField } from '@/components/ui/feedback-fields';

/** The submit-testimonial form (product.md §2 Home, §4, §5): message, 1–5 stars, optional name. */
export function TestimonialForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: (testimonial: Testimonial) => void;
  onCancel: () => void;
}) {
  const signInToFinish = useSignInToFinish();
  const [message, setMessage] = useState('');
  const [stars, setStars] = useState(0);
  const [userName, setUserName] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const ready = message.trim().length > 0 && stars > 0 && !submitting;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(TESTIMONIAL_MESSAGES.empty);
    if (!stars) return setError(TESTIMONIAL_MESSAGES.noStars);
    const parsed = TestimonialInputSchema.safeParse({ message, stars, userName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? TESTIMONIAL_MESSAGES.empty);
    setError('');
    setSubmitting(true);
    try {
      const created = await createTestimonial(parsed.data);
      notify.success(TESTIMONIAL_MESSAGES.thanks);
      setMessage('');
      setStars(0);
      setUserName('');
      onSubmitted(created);
    } catch (e) {
      if (e instanceof ApiError && e.isAuthError) {
        notify.warning(TESTIMONIAL_MESSAGES.loginRequired, TESTIMONIAL_MESSAGES.loginRequired);
        signInToFinish({ kind: 'testimonial' });
        return;
      }
      setError(e instanceof Error && e.message ? e.message : TESTIMONIAL_MESSAGES.submitFailed);
      setSubmitting(false);
    }
  };

  return (
    <form
      className="testimonial-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="testimonial-form-title"
    >
      <h3 id="testimonial-form-title">{M.formTitle}</h3>
      <div className="form-field">
        <label htmlFor="testimonial-message">{M.messageLabel}</label>
        <textarea
          id="testimonial-message"
          className="field-input"
          rows={4}
          maxLength={1000}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={M.messagePlaceholder}
        />
      </div>
      <StarInput label={M.ratingLabel} value={stars} onChange={setStars} />
      <OptionalNameField id="testimonial-name" value={userName} onChange={setUserName} />
      <FormError message={error} />
      <FormActions
        className="testimonial-form-actions"
        onCancel={onCancel}
        label={M.submit}
        busyLabel={M.submitting}
        busy={submitting}
        disabled={!ready}
      />
    </form>
  );
}
