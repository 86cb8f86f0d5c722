import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_SECTION_MESSAGES as M } from '@/words/site-messages';
import { useSession } from '@/platform/session';
import { currentPath, takePendingAction } from '@/shop/sign-in-return';
import { getMyTestimonials } from '../api/testimonial-writes';

/** product.md §4: the form's toggle shows only to a signed-in shopper with fewer than 2 testimonials. */
const MAX_PER_SHOPPER = 2;

// The form (and the zod schema it checks with) loads only when a shopper opens it.
const TestimonialForm = lazy(() =>
  import('./testimonial-form').then((m) => ({ default: m.TestimonialForm })),
);

export function TestimonialFormSlot({ onSubmitted }: { onSubmitted: (testimonial: Testimonial) => void }) {
  const uid = useSession().data?.user?.uid ?? null;
  const [mine, setMine] = useState<{ uid: string; count: number } | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    getMyTestimonials(controller.signal).then(
      (list) => setMine({ uid, count: list.length }),
      () => setMine(null),
    );
    return () => controller.abort();
  }, [uid]);

  // Back from a sign-in that Share Your Experience started: the form is open (issue 14), once the
  // shopper is known to have room for another testimonial.
  const canWrite = uid !== null && mine?.uid === uid && mine.count < MAX_PER_SHOPPER;
  useEffect(() => {
    if (!canWrite || !takePendingAction(currentPath(location), ['testimonial'])) return;
    setOpen(true);
    slotRef.current?.scrollIntoView({ block: 'center' });
  }, [canWrite, location]);

  if (!uid || mine?.uid !== uid || mine.count >= MAX_PER_SHOPPER) return null;

  return (
    <div className="testimonial-form-slot" ref={slotRef}>
      {!open ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {M.share}
        </button>
      ) : (
        <Suspense fallback={<p className="loading-text">{M.opening}</p>}>
          <TestimonialForm
            onCancel={() => setOpen(false)}
            onSubmitted={(testimonial) => {
              setMine({ uid, count: mine.count + 1 });
              setOpen(false);
              onSubmitted(testimonial);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
