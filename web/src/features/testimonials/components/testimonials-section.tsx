import { useRef, useState } from 'react';
import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@/words/messages';
import { TESTIMONIAL_SECTION_MESSAGES as M } from '@/words/site-messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { Stars } from '@/components/ui/stars';
import type { Pending } from '@/platform/route-data';
import { displayTestimonial, FALLBACK_TESTIMONIALS } from '../lib/testimonials';
import { TestimonialFormSlot } from './testimonial-form-slot';
import './testimonials.css';
import { LANGUAGE } from '@/config/language';

/** product.md §9: the carousel's previous/next buttons scroll by 350 px. */
export const CAROUSEL_STEP = 350;

/**
 * Home's testimonials (the home route's data): the carousel, and the seam for the signed-in
 * testimonial form. When they cannot be read, the farm's own few show, with a notice.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Pending<Testimonial[]> }) {
  // Testimonials added on this page (by the form, later) show first without a reload.
  const [added, setAdded] = useState<Testimonial[]>([]);
  const shown = (loaded: readonly Testimonial[]) => {
    const all = [...added, ...inPageLanguage(loaded)];
    return all.length === 0 ? (
      <p className="testimonials-empty">{M.empty}</p>
    ) : (
      <TestimonialCarousel testimonials={all} />
    );
  };

  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-heading testimonials-heading">
          <div>
            <span className="eyebrow">{M.eyebrow}</span>
            <h2 id="testimonials-title">{M.title}</h2>
          </div>
        </div>
        <Loaded
          answer={testimonials}
          as="part"
          loading={<PageLoading text={M.loading} part />}
          failed={() => (
            <>
              <p className="testimonials-notice" role="status">
                {TESTIMONIAL_MESSAGES.loadFailed}
              </p>
              {shown(FALLBACK_TESTIMONIALS)}
            </>
          )}
        >
          {shown}
        </Loaded>
        <TestimonialFormSlot onSubmitted={(testimonial) => setAdded((list) => [testimonial, ...list])} />
      </div>
    </section>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: 'smooth' });

  return (
    <div className="carousel">
      <ul className="carousel-track" ref={trackRef} tabIndex={0} aria-label={M.carouselLabel}>
        {testimonials.map((testimonial) => {
          const shown = displayTestimonial(testimonial);
          return (
            <li key={testimonial._id} className="testimonial-card">
              <Stars value={shown.stars} />
              <blockquote>
                <p>{shown.message}</p>
              </blockquote>
              <p className="testimonial-name">— {shown.name}</p>
            </li>
          );
        })}
      </ul>
      {testimonials.length > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button"
            aria-label={M.previous}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button type="button" className="carousel-button" aria-label={M.next} onClick={() => scroll(1)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A Marathi page shows the testimonials written in Marathi (Devanagari), when there are any:
 * shoppers' words are not translated, so a Marathi reader gets those she can read. An English page
 * shows them all, as it always has (a Marathi one among them is the farm's own customers' words).
 */
function inPageLanguage(testimonials: readonly Testimonial[]): readonly Testimonial[] {
  if (LANGUAGE !== 'mr') return testimonials;
  const marathi = testimonials.filter((t) => /[\u0900-\u097F]/.test(t.message));
  return marathi.length > 0 ? marathi : testimonials;
}
