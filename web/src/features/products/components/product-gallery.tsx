import { useRef, useState, type PointerEvent } from 'react';
import { GALLERY_MESSAGES } from '@/words/shop-messages';
import { swipeTarget } from '../lib/gallery';
import './product-gallery.css';
import { photoSrcSet, thumbnailOf } from '@contract/photos';

/** The product's pictures: a large one (swipeable on phones) and thumbnails to pick from. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const pictures = images.length > 0 ? images : ['/images/placeholder.svg'];
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const current = Math.min(index, pictures.length - 1);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    start.current = null;
    // A mostly vertical drag is the page scrolling, not a swipe.
    if (Math.abs(dy) > Math.abs(dx)) return;
    setIndex(swipeTarget(current, pictures.length, dx));
  };

  return (
    <div className="gallery">
      <div
        className="gallery-main"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-main"
      >
        <img
          src={pictures[current]}
          srcSet={photoSrcSet(pictures[current]!)}
          sizes="(max-width: 48rem) 100vw, 36rem"
          alt={pictures.length > 1 ? GALLERY_MESSAGES.picture(name, current + 1, pictures.length) : name}
          width={600}
          height={600}
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
        {pictures.length > 1 && (
          <p className="gallery-dots" aria-hidden="true">
            {pictures.map((picture, i) => (
              <span key={picture + i} className={i === current ? 'gallery-dot is-current' : 'gallery-dot'} />
            ))}
          </p>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className="gallery-thumbs" aria-label={GALLERY_MESSAGES.thumbnailsLabel}>
          {pictures.map((picture, i) => (
            <li key={picture + i}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={GALLERY_MESSAGES.showPicture(i + 1, pictures.length)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img
                  src={thumbnailOf(picture)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
