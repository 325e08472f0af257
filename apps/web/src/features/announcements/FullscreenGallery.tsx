import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useLingui } from '@lingui/react/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { Dialog, IconButton } from '@jolda/ui';
import { ChevronLeft, ChevronRight } from '@jolda/ui/icons';
import * as styles from './AnnouncementPage.css';
import { NO_ZOOM, panBy, toggleZoom, zoomTo, type Zoom } from './zoom';

/** Two taps within this long and this close are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

/**
 * A photo that zooms: a double tap or double click toggles ×2.5 at that point, two fingers pinch (×1–×4), and a
 * zoomed photo moves with a finger or the mouse. `onZoomed` tells the carousel to stop swiping meanwhile.
 */
function ZoomablePhoto({ children, active, onZoomed }: { children: ReactNode; active: boolean; onZoomed: (zoomed: boolean) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: Zoom } | null>(null);
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const apply = (next: Zoom) => {
    setZoom(next);
    onZoomed(next.scale > 1);
  };
  // Another photo in view: this one goes back to its whole.
  useEffect(() => {
    if (!active) {
      setZoom(NO_ZOOM);
      pointers.current.clear();
      pinch.current = null;
    }
  }, [active]);
  const local = (e: { clientX: number; clientY: number }) => {
    const r = box.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const size = () => ({ width: box.current!.clientWidth, height: box.current!.clientHeight });
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
    if (zoom.scale > 1 || pointers.current.size === 2) box.current?.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const [a, b] = [...pointers.current.values()];
      const mid = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
      apply(zoomTo(pinch.current.zoom, (pinch.current.zoom.scale * distance()) / pinch.current.distance, mid, size()));
    } else if (zoom.scale > 1 && pointers.current.size === 1) {
      apply(panBy(zoom, now.x - before.x, now.y - before.y, size()));
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const at = pointers.current.get(e.pointerId);
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (e.pointerType !== 'touch' || !at) return;
    const prev = lastTap.current;
    if (prev && e.timeStamp - prev.at < DOUBLE_TAP_MS && Math.hypot(at.x - prev.x, at.y - prev.y) < DOUBLE_TAP_PX) {
      lastTap.current = null;
      apply(toggleZoom(zoom, at, size()));
    } else {
      lastTap.current = { at: e.timeStamp, ...at };
    }
  };
  return (
    <div
      ref={box}
      className={styles.zoomBox}
      data-zoomed={zoom.scale > 1 ? 'true' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={(e) => apply(toggleZoom(zoom, local(e), size()))}
    >
      <div className={styles.zoomLayer} style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }} data-testid="zoom-layer">
        {children}
      </div>
    </div>
  );
}

/**
 * The full-screen viewer: swipe, ←/→ keys and buttons, zoom (double tap or click, pinch), opening on the photo the
 * visitor was looking at.
 */
function FullscreenViewer({ car, start }: { car: AnnouncementDetail; start: number }) {
  const { t } = useLingui();
  // A zoomed photo moves under the finger instead of swiping to the next one.
  const zoomed = useRef(false);
  const [ref, api] = useEmblaCarousel({ startIndex: start, loop: false, watchDrag: () => !zoomed.current });
  const [index, setIndex] = useState(start);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  // ←/→ wherever the focus is in the open viewer (after a click on the photo it is on the dialog itself).
  useEffect(() => {
    if (!api) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') api.scrollPrev();
      if (e.key === 'ArrowRight') api.scrollNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [api]);
  const count = car.photos.length;
  return (
    <div
      className={styles.fullscreen}
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
              <ZoomablePhoto active={i === index} onZoomed={(z) => (zoomed.current = z)}>
                <img
                  src={p.url}
                  alt={t`${car.title}, фото ${i + 1} из ${count}`}
                  width={p.width}
                  height={p.height}
                  className={styles.fullscreenImage}
                  loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                  draggable={false}
                />
              </ZoomablePhoto>
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
      size="full"
    >
      {open && <FullscreenViewer car={car} start={start} />}
    </Dialog>
  );
}
