import { Suspense, useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AnnouncementDetail } from '@jolda/contracts';
import { Gallery, IconButton } from '@jolda/ui';
import { Maximize2 } from '@jolda/ui/icons';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import * as styles from './AnnouncementPage.css';

const FullscreenGallery = preloadable(() => import('./FullscreenGallery').then((m) => m.FullscreenGallery));

/**
 * The page gallery (@jolda/ui Gallery: swipe, ←/→ anywhere on the page, thumbnails) with a full-screen viewer that a
 * click on a photo or the button opens.
 */
export function PhotoGallery({ car }: { car: AnnouncementDetail }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const fullscreen = usePreloadedOverlay(FullscreenGallery);
  const onIndexChange = useCallback((i: number) => setIndex(i), []);
  const openAt = (i: number) => {
    setIndex(i);
    fullscreen.triggerProps.onClick();
  };
  if (car.photos.length === 0)
    return <div className={styles.galleryEmpty}>{t`Продавец не добавил фотографии`}</div>;
  const count = car.photos.length;
  return (
    <div className={styles.galleryWrap}>
      <Gallery
        images={car.photos.map((p, i) => ({ src: p.url, alt: t`${car.title}, фото ${i + 1} из ${count}` }))}
        label={t`Фотографии`}
        labels={{
          previous: t`Предыдущее фото`,
          next: t`Следующее фото`,
          photo: (n, c) => t`Фото ${n} из ${c}`,
        }}
        onIndexChange={onIndexChange}
        onOpen={openAt}
        pageKeys
      />
      <IconButton
        className={styles.fullscreenOpen}
        variant="secondary"
        label={t`Открыть фото во весь экран`}
        icon={<Maximize2 size={18} />}
        {...fullscreen.triggerProps}
      />
      {fullscreen.mounted ? (
        <Suspense fallback={null}>
          <FullscreenGallery car={car} start={index} open={fullscreen.open} setOpen={fullscreen.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
