import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessagePhoto } from '@jolda/contracts';
import { messagesApi, useHttp } from '@jolda/api-client';
import { Button, Dialog, Spinner } from '@jolda/ui';
import { ChevronLeft, ChevronRight } from '@jolda/ui/icons';
import * as styles from './messages.css';

/**
 * A message photo's file as an object URL: the file answers only to a participant's bearer token, which `<img src>`
 * cannot send, so it is fetched by the page's client (the browser's private cache keeps it: it never changes). Null
 * while loading or when it failed.
 */
function usePhotoUrl(path: string | null): string | null {
  const http = useHttp();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    messagesApi.getMessagePhoto(http, path, { signal: ctrl.signal }).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => setUrl(null),
    );
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [http, path]);
  return url;
}

function Thumb({ photo, onOpen, label }: { photo: MessagePhoto; onOpen: () => void; label: string }) {
  const url = usePhotoUrl(photo.sizes.card);
  return (
    <button type="button" className={styles.photoButton} onClick={onOpen} aria-label={label} data-testid="message-photo">
      {/* Its box has the photo's proportions from the first paint: nothing moves when it arrives. */}
      <span className={styles.photoBox} style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
        {url ? <img className={styles.photoImg} src={url} alt="" width={photo.width} height={photo.height} /> : null}
      </span>
    </button>
  );
}

function FullPhoto({ photo }: { photo: MessagePhoto }) {
  const { t } = useLingui();
  const url = usePhotoUrl(photo.sizes.full);
  return (
    <div className={styles.fullBox} style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
      {url ? (
        <img className={styles.photoImg} src={url} alt={t`Фото из сообщения`} width={photo.width} height={photo.height} data-testid="message-photo-full" />
      ) : (
        <Spinner label={t`Загрузка`} />
      )}
    </div>
  );
}

/** A message's photos: thumbnails in the thread; one opens full size in a dialog. */
export function MessagePhotos({ photos }: { photos: MessagePhoto[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? null : photos[open];
  return (
    <>
      <div className={photos.length === 1 ? styles.photosOne : styles.photos}>
        {photos.map((p, i) => (
          <Thumb key={p.id} photo={p} onOpen={() => setOpen(i)} label={t`Открыть фото ${i + 1} из ${photos.length}`} />
        ))}
      </div>
      <Dialog
        open={current !== null && current !== undefined}
        onOpenChange={(v) => {
          if (!v) setOpen(null);
        }}
        title={open === null ? t`Фото` : t`Фото ${open + 1} из ${photos.length}`}
        closeLabel={t`Закрыть`}
        size="lg"
        footer={
          photos.length > 1 && open !== null ? (
            <>
              <Button variant="ghost" iconStart={<ChevronLeft size={16} />} onClick={() => setOpen((open + photos.length - 1) % photos.length)}>
                {t`Предыдущее`}
              </Button>
              <Button variant="ghost" iconEnd={<ChevronRight size={16} />} onClick={() => setOpen((open + 1) % photos.length)}>
                {t`Следующее`}
              </Button>
            </>
          ) : undefined
        }
      >
        {current ? <FullPhoto key={current.id} photo={current} /> : null}
      </Dialog>
    </>
  );
}
