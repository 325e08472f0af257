import { ChevronLeft, ChevronRight } from '../../icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from '../Carousel/Carousel.css';

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
  /** A click on a photo (or Enter on the gallery): open it larger, e.g. full screen. */
  onOpen?: (index: number) => void;
  /**
   * ←/→ change photos wherever the focus is on the page (not only in the gallery), unless it is in a field, a dialog
   * is open or a modifier key is held: for a page whose main subject is the gallery (a car's page).
   */
  pageKeys?: boolean;
  className?: string;
}

/**
 * Listing photo gallery: swipe, arrows (buttons and ←/→ keys), counter, thumbnails, a click to open a photo larger;
 * 4:3 reserved. The track is a
 * native scroll-snap row: it swipes before the page's code has loaded and costs nothing to hydrate.
 */
export function Gallery({ images, label, labels, priority = true, showThumbnails = true, onIndexChange, onOpen, pageKeys = false, className }: GalleryProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const canPrev = selected > 0;
  const canNext = selected < count - 1;

  // The photo in view follows the scroll position (swipes, arrows, thumbnails and the browser's own restoring).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      if (track.clientWidth > 0) setSelected(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    if (track.scrollLeft > 0) read(); // swiped before hydration
    return () => {
      track.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [count]);
  useEffect(() => {
    onIndexChange?.(selected);
  }, [selected, onIndexChange]);

  const show = (index: number) => {
    const target = Math.min(count - 1, Math.max(0, index));
    setSelected(target);
    const track = trackRef.current;
    if (!track) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo?.({ left: target * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && onOpen && e.target === trackRef.current) {
      e.preventDefault();
      onOpen(selected);
      return;
    }
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault(); // one photo per key, not the browser's own few pixels of scrolling
    show(selected + (e.key === 'ArrowLeft' ? -1 : 1));
  };
  const showRef = useRef(show);
  showRef.current = show;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    if (!pageKeys) return;
    const onPageKey = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="slider"], [role="tablist"]')) return;
      if (target && trackRef.current?.closest('section')?.contains(target)) return; // the gallery's own handler has it
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      e.preventDefault();
      showRef.current(selectedRef.current + (e.key === 'ArrowLeft' ? -1 : 1));
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, [pageKeys]);
  return (
    <section aria-roledescription="carousel" aria-label={label} className={className} onKeyDown={onKeyDown}>
      <div className={styles.galleryMain}>
        {/* Focusable, as a scrolling region must be for keyboard users: ←/→ then move one photo at a time. */}
        <div className={styles.galleryTrack} ref={trackRef} tabIndex={0} aria-label={label}>
          {images.map((img, i) => (
            <div key={img.src} role="group" aria-roledescription="slide" aria-label={labels.photo(i + 1, count)} className={styles.gallerySlide}>
              <img
                onClick={onOpen ? () => onOpen(i) : undefined}
                className={[styles.galleryImage, onOpen ? styles.galleryImageOpens : ''].filter(Boolean).join(' ')}
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
        {count > 1 ? (
          <>
            <IconButton className={styles.galleryPrev} variant="secondary" label={labels.previous} icon={<ChevronLeft size={20} />} disabled={!canPrev} onClick={() => show(selected - 1)} />
            <IconButton className={styles.galleryNext} variant="secondary" label={labels.next} icon={<ChevronRight size={20} />} disabled={!canNext} onClick={() => show(selected + 1)} />
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
              <button type="button" className={styles.thumb} aria-current={i === selected ? 'true' : undefined} aria-label={labels.photo(i + 1, count)} onClick={() => show(i)}>
                <img className={styles.thumbImage} src={img.thumbSrc ?? img.src} alt="" loading="lazy" width={76} height={57} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
