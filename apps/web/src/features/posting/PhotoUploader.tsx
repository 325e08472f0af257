import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PHOTOS_MAX, PHOTO_MAX_BYTES, type UploadedPhoto } from '@jolda/contracts';
import { isApiRequestError, postingApi, readBrowserCookie, useHttp } from '@jolda/api-client';
import { FileDrop, VisuallyHidden, type FileDropItem } from '@jolda/ui';
import * as styles from './posting.css';
import { postingSessionToken } from './posting-session';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic';

type UploadError = 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'failed';

interface Pending {
  key: string;
  file: File;
  preview: string;
  progress: number;
  error: UploadError | null;
}

let counter = 0;

/**
 * The posting form's photos on the design system's `FileDrop`: drop, pick or paste; each file is uploaded at once
 * with its progress (a visitor under a posting session), a failed one can be retried; reordered by dragging or with
 * the earlier/later buttons; the first is the cover. Only uploaded photos are the field's value.
 */
export function PhotoUploader({
  photos,
  onChange,
  errorMessage,
}: {
  photos: UploadedPhoto[];
  onChange: (next: UploadedPhoto[]) => void;
  errorMessage?: string | undefined;
}) {
  const { t } = useLingui();
  const http = useHttp();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announce, setAnnounce] = useState('');
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => () => pendingRef.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const patch = (key: string, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const upload = async (item: Pending) => {
    patch(item.key, { progress: 0, error: null });
    // A signed-in user uploads as themselves; a visitor under a posting session (a new one if theirs was refused).
    const send = async (renew: boolean) =>
      postingApi.uploadPhoto(http, item.file, {
        onProgress: (progress: number) => patch(item.key, { progress }),
        ...(readBrowserCookie('access_token') ? {} : { postingSession: await postingSessionToken(http, renew) }),
      });
    try {
      const photo = await send(false).catch((e: unknown) => {
        if (isApiRequestError(e) && e.code === 'posting_session_invalid') return send(true);
        throw e;
      });
      setPending((list) => list.filter((p) => p.key !== item.key));
      URL.revokeObjectURL(item.preview);
      onChange([...photosRef.current, photo].slice(0, PHOTOS_MAX));
    } catch (e) {
      const code: UploadError = !isApiRequestError(e)
        ? 'failed'
        : e.code === 'too_many_pixels'
          ? 'too_many_pixels'
          : e.status === 413
            ? 'too_large'
            : e.status === 415
              ? 'unsupported_type'
              : 'failed';
      patch(item.key, { error: code });
    }
  };

  const add = (files: File[]) => {
    const items = files.map((file) => ({ key: `p${++counter}`, file, preview: URL.createObjectURL(file), progress: 0, error: null }));
    setPending((list) => [...list, ...items]);
    // One at a time keeps the order and the shared connection calm on slow links.
    void items.reduce((chain, item) => chain.then(() => upload(item)), Promise.resolve());
  };

  const errorText = (code: UploadError) =>
    code === 'too_large'
      ? t`Файл больше 15 МБ`
      : code === 'too_many_pixels'
        ? t`В фото больше 50 мегапикселей — уменьшите его`
        : code === 'unsupported_type'
          ? t`Это не фотография в формате JPEG, PNG, WebP или HEIC`
          : t`Не удалось загрузить`;

  const items: FileDropItem[] = [
    ...photos.map((p, i) => ({ id: `photo-${p.id}`, src: p.sizes.card, name: t`Фото ${i + 1}` })),
    ...pending.map((p) => ({
      id: p.key,
      src: p.preview,
      name: p.file.name,
      progress: p.error ? undefined : p.progress,
      ...(p.error ? { error: errorText(p.error) } : {}),
    })),
  ];

  const reorder = (ids: string[]) => {
    const byId = new Map(photos.map((p) => [`photo-${p.id}`, p]));
    const next = ids.flatMap((id) => byId.get(id) ?? []);
    const moved = next.findIndex((p, i) => p.id !== photos[i]?.id);
    onChange(next);
    if (moved >= 0) setAnnounce(t`Фото перемещено на место ${moved + 1} из ${photos.length}`);
  };

  const remove = (id: string) => {
    const gone = pending.find((p) => p.key === id);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      setPending((list) => list.filter((p) => p.key !== id));
    } else onChange(photos.filter((p) => `photo-${p.id}` !== id));
  };

  return (
    <>
      <FileDrop
        label={t`Фото автомобиля`}
        description={t`До 30 фото в формате JPEG, PNG, WebP или HEIC, не больше 15 МБ каждое. Первое фото — обложка объявления.`}
        accept={ACCEPT}
        maxFiles={PHOTOS_MAX}
        maxSize={PHOTO_MAX_BYTES}
        items={items}
        onAdd={add}
        onRemove={remove}
        onReorder={reorder}
        onRetry={(id) => {
          const item = pending.find((p) => p.key === id);
          if (item) void upload(item);
        }}
        rejectMessages={{
          type: (name) => t`${name}: это не фотография в формате JPEG, PNG, WebP или HEIC`,
          size: (name) => t`${name}: файл больше 15 МБ`,
          count: (max) => t`Не больше ${max} фото: лишние не добавлены`,
        }}
        coverLabel={t`Обложка`}
        removeLabel={(name) => t`Удалить: ${name}`}
        moveLabels={{ earlier: (name) => t`${name}: сдвинуть левее`, later: (name) => t`${name}: сдвинуть правее` }}
        retryLabel={t`Повторить`}
        pickLabel={t`Выбрать фото`}
        dropLabel={t`или перетащите их сюда`}
        listLabel={t`Фотографии объявления`}
        progressLabel={(name) => t`Загрузка ${name}`}
        errorMessage={errorMessage}
      />
      <p className={styles.hint} aria-live="polite">
        {t`Загружено ${photos.length} из ${PHOTOS_MAX}`}
        <VisuallyHidden>{announce}</VisuallyHidden>
      </p>
    </>
  );
}
