import { useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useLingui } from '@lingui/react/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { Dialog, IconButton } from '@jolda/ui';
import { ChevronLeft, ChevronRight } from '@jolda/ui/icons';
import * as styles from './AnnouncementPage.css';

/** The full-screen viewer: swipe, ←/→ keys and buttons, opening on the photo the visitor was looking at. */
function FullscreenViewer({ car, start }: { car: AnnouncementDetail; start: number }) {
  const { t } = useLingui();
  const [ref, api] = useEmblaCarousel({ startIndex: start, loop: false });
  const [index, setIndex] = useState(start);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') api?.scrollPrev();
    if (e.key === 'ArrowRight') api?.scrollNext();
  };
  const count = car.photos.length;
  return (
    <div
      className={styles.fullscreen}
      onKeyDown={onKeyDown}
      role="group"
      aria-roledescription="carousel"
      aria-label={t`Фотографии`}
    >
      <div className={styles.fullscreenViewport} ref={ref}>
        <div className={styles.fullscreenTrack}>
          {car.photos.map((p, i) => (
            <div
              key={p.id}
              className={styles.fullscreenSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={t`Фото ${i + 1} из ${count}`}
            >
              <img
                src={p.url}
                alt={t`${car.title}, фото ${i + 1} из ${count}`}
                width={p.width}
                height={p.height}
                className={styles.fullscreenImage}
                loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.fullscreenBar}>
        <IconButton
          variant="secondary"
          label={t`Предыдущее фото`}
          icon={<ChevronLeft size={20} />}
          disabled={index === 0}
          onClick={() => api?.scrollPrev()}
          autoFocus
        />
        <span aria-live="polite">{`${index + 1} / ${count}`}</span>
        <IconButton
          variant="secondary"
          label={t`Следующее фото`}
          icon={<ChevronRight size={20} />}
          disabled={index >= count - 1}
          onClick={() => api?.scrollNext()}
        />
      </div>
    </div>
  );
}

/**
 * The full-screen dialog around the viewer: its own chunk (react-aria's modal and a second carousel), loaded when the
 * visitor reaches for the "full screen" button. Mounted from then on; the viewer itself only while open.
 */
export function FullscreenGallery({
  car,
  start,
  open,
  setOpen,
}: {
  car: AnnouncementDetail;
  start: number;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`${car.title} ${car.year}`}
      closeLabel={t`Закрыть`}
      size="lg"
      className={styles.fullscreenDialog}
    >
      {open && <FullscreenViewer car={car} start={start} />}
    </Dialog>
  );
}
