import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from '../Carousel/Carousel.css';
import { useEmblaState } from '../Carousel/use-embla-state';

export interface GalleryImage {
  src: string;
  srcSet?: string;
  alt: string;
  thumbSrc?: string;
}

export interface GalleryProps {
  images: ReadonlyArray<GalleryImage>;
  /** Region name, e.g. "Фотографии". */
  label: string;
  labels: { previous: string; next: string; photo: (index: number, count: number) => string };
  /** First image eager + high priority (listing page LCP). Default true. */
  priority?: boolean;
  showThumbnails?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** Listing photo gallery: swipe, arrows (buttons and ←/→ keys), counter, thumbnails; 4:3 reserved. */
export function Gallery({ images, label, labels, priority = true, showThumbnails = true, onIndexChange, className }: GalleryProps) {
  const [ref, api] = useEmblaCarousel({ loop: false });
  const { selected, canPrev, canNext } = useEmblaState(api);
  useEffect(() => {
    onIndexChange?.(selected);
  }, [selected, onIndexChange]);
  const count = images.length;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') api?.scrollPrev();
    if (e.key === 'ArrowRight') api?.scrollNext();
  };
  return (
    <section aria-roledescription="carousel" aria-label={label} className={className} onKeyDown={onKeyDown}>
      <div className={styles.galleryMain}>
        <div className={styles.viewport} ref={ref} style={{ borderRadius: 0 }}>
          <div className={styles.container} style={{ marginLeft: 0 }}>
            {images.map((img, i) => (
              <div key={img.src} role="group" aria-roledescription="slide" aria-label={labels.photo(i + 1, count)} style={{ flex: '0 0 100%', minWidth: 0 }}>
                <img
                  className={styles.galleryImage}
                  src={img.src}
                  srcSet={img.srcSet}
                  alt={img.alt}
                  width={800}
                  height={600}
                  loading={i === 0 && priority ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 && priority ? 'high' : undefined}
                  decoding="async"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            <IconButton className={styles.galleryPrev} variant="secondary" label={labels.previous} icon={<ChevronLeft size={20} />} disabled={!canPrev} onClick={() => api?.scrollPrev()} />
            <IconButton className={styles.galleryNext} variant="secondary" label={labels.next} icon={<ChevronRight size={20} />} disabled={!canNext} onClick={() => api?.scrollNext()} />
            <span className={styles.counter} aria-live="polite">
              {`${selected + 1} / ${count}`}
            </span>
          </>
        ) : null}
      </div>
      {showThumbnails && count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((img, i) => (
            <li key={img.src}>
              <button type="button" className={styles.thumb} aria-current={i === selected ? 'true' : undefined} aria-label={labels.photo(i + 1, count)} onClick={() => api?.scrollTo(i)}>
                <img className={styles.thumbImage} src={img.thumbSrc ?? img.src} alt="" loading="lazy" width={76} height={57} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
