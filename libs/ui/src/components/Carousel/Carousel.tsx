import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from '../../icons';
import { Children, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Carousel.css';
import { useEmblaState } from './use-embla-state';

export interface CarouselProps {
  /** Region name, e.g. "Похожие объявления". */
  label: string;
  /** Button labels and slide names: `slide(i, n)` e.g. `(i, n) => \`${i} из ${n}\``. */
  labels: { previous: string; next: string; slide: (index: number, count: number) => string };
  children: ReactNode;
  /** `card`: 85% / 2 / 3 / 4 per view by breakpoint; `full`: one per view. */
  slideSize?: 'card' | 'full';
  loop?: boolean;
  className?: string;
}

/** Horizontally scrolling row (swipe, buttons, keyboard-reachable slides) on embla. */
export function Carousel({ label, labels, children, slideSize = 'card', loop = false, className }: CarouselProps) {
  const [ref, api] = useEmblaCarousel({ align: 'start', loop, containScroll: 'trimSnaps' });
  const { canPrev, canNext } = useEmblaState(api);
  const slides = Children.toArray(children);
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx(styles.root, className)}>
      <div className={styles.controls}>
        <IconButton variant="secondary" size="sm" label={labels.previous} icon={<ChevronLeft size={18} />} disabled={!canPrev} onClick={() => api?.scrollPrev()} />
        <IconButton variant="secondary" size="sm" label={labels.next} icon={<ChevronRight size={18} />} disabled={!canNext} onClick={() => api?.scrollNext()} />
      </div>
      <div className={styles.viewport} ref={ref}>
        <div className={styles.container}>
          {slides.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, slides.length)}
              className={cx(styles.slide, styles.slideSize[slideSize])}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
