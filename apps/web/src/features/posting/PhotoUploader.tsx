import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTOS_MAX, PHOTO_MAX_BYTES, type UploadedPhoto } from '@jolda/contracts';
import { isApiRequestError, postingApi, readBrowserCookie, useHttp } from '@jolda/api-client';
import { Button, IconButton, ProgressBar } from '@jolda/ui';
import { ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Star, Trash2 } from '@jolda/ui/icons';
import * as styles from './posting.css';
import { postingSessionToken } from './posting-session';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic';

interface Pending {
  key: string;
  file: File;
  preview: string;
  progress: number;
  error: 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'failed' | null;
}

let counter = 0;

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Photos: drop or pick, each uploaded at once with its progress; failed ones can be retried. Reordered by dragging or
 * with the arrow buttons (keyboard); the first is the cover.
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
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const photosRef = useRef(photos);
  photosRef.current = photos;

  useEffect(() => () => pending.forEach((p) => URL.revokeObjectURL(p.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const upload = async (item: Pending) => {
    setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress: 0, error: null } : p)));
    if (item.file.size > PHOTO_MAX_BYTES) {
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: 'too_large' } : p)));
      return;
    }
    const onProgress = (progress: number) =>
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress } : p)));
    // A signed-in user uploads as themselves; a visitor under a posting session (a new one if theirs was refused).
    const send = async (renew: boolean) =>
      postingApi.uploadPhoto(http, item.file, {
        onProgress,
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
      const code = isApiRequestError(e)
        ? e.code === 'too_many_pixels'
          ? 'too_many_pixels'
          : e.status === 413
            ? 'too_large'
            : e.status === 415
              ? 'unsupported_type'
              : 'failed'
        : 'failed';
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: code } : p)));
    }
  };

  const add = (files: FileList | File[]) => {
    const room = PHOTOS_MAX - photos.length - pending.length;
    const items = Array.from(files)
      .slice(0, Math.max(0, room))
      .map((file) => ({ key: `p${++counter}`, file, preview: URL.createObjectURL(file), progress: 0, error: null }));
    if (!items.length) return;
    setPending((list) => [...list, ...items]);
    // one at a time keeps the order and the shared connection calm on slow links
    void items.reduce((chain, item) => chain.then(() => upload(item)), Promise.resolve());
  };

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    onChange(move(photos, from, to));
    setAnnounce(t`Фото перемещено на место ${to + 1} из ${photos.length}`);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) add(e.dataTransfer.files);
  };

  const errorText = (code: Pending['error']) =>
    code === 'too_large'
      ? t`Файл больше 15 МБ`
      : code === 'too_many_pixels'
        ? t`В фото больше 50 мегапикселей — уменьшите его`
        : code === 'unsupported_type'
        ? t`Это не фотография в формате JPEG, PNG, WebP или HEIC`
        : t`Не удалось загрузить`;

  const full = photos.length + pending.length >= PHOTOS_MAX;

  return (
    <div className={styles.photos}>
      <div
        className={styles.drop}
        data-over={over || undefined}
        onDragOver={(e) => {
          if (dragIndex !== null) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <ImagePlus size={32} aria-hidden="true" />
        <p className={styles.dropText}>
          <Trans>Перетащите фотографии сюда или выберите их на устройстве</Trans>
        </p>
        <p className={styles.hint}>
          <Trans>
            До 30 фото в формате JPEG, PNG, WebP или HEIC, не больше 15 МБ каждое. Первое фото — обложка объявления.
          </Trans>
        </p>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={full}>
          <Trans>Выбрать фото</Trans>
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          data-testid="photo-input"
          aria-label={t`Выбрать фото`}
          onChange={(e) => {
            if (e.currentTarget.files) add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </div>
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <p className={styles.hint} aria-live="polite">
        {t`Загружено ${photos.length} из ${PHOTOS_MAX}`}
        <span className={styles.srOnly}>{announce}</span>
      </p>
      <ol className={styles.photoGrid} aria-label={t`Фотографии объявления`}>
        {photos.map((p, i) => (
          <li
            key={p.id}
            className={styles.photoItem}
            draggable
            data-dragging={dragIndex === i || undefined}
            onDragStart={(e) => {
              setDragIndex(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragIndex(null)}
            onDragOver={(e) => {
              if (dragIndex !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragIndex !== null) reorder(dragIndex, i);
              setDragIndex(null);
            }}
          >
            <img src={p.sizes.card} alt={t`Фото ${i + 1}`} width={p.width} height={p.height} className={styles.thumb} />
            {i === 0 ? (
              <span className={styles.cover}>
                <Trans>Обложка</Trans>
              </span>
            ) : null}
            <div className={styles.photoActions}>
              <IconButton label={t`Сдвинуть фото ${i + 1} левее`} size="sm" variant="ghost" disabled={i === 0} onClick={() => reorder(i, i - 1)} icon={<ArrowLeft size={16} />} />
              <IconButton label={t`Сделать фото ${i + 1} обложкой`} size="sm" variant="ghost" disabled={i === 0} onClick={() => reorder(i, 0)} icon={<Star size={16} />} />
              <IconButton
                label={t`Сдвинуть фото ${i + 1} правее`}
                size="sm"
                variant="ghost"
                disabled={i === photos.length - 1}
                onClick={() => reorder(i, i + 1)}
               icon={<ArrowRight size={16} />} />
              <IconButton
                label={t`Удалить фото ${i + 1}`}
                size="sm"
                variant="ghost"
                onClick={() => onChange(photos.filter((x) => x.id !== p.id))}
               icon={<Trash2 size={16} />} />
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className={styles.photoItem} data-pending>
            {/* A browser that cannot show the file itself (HEIC outside Safari) leaves the space empty, not a broken image. */}
            <img src={p.preview} alt={p.file.name} className={styles.thumb} onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
            {p.error ? (
              <div className={styles.photoActions}>
                <span className={styles.error} role="alert">
                  {errorText(p.error)}
                </span>
                {p.error === 'failed' ? (
                  <IconButton label={t`Повторить загрузку ${p.file.name}`} size="sm" variant="ghost" onClick={() => void upload(p)} icon={<RotateCcw size={16} />} />
                ) : null}
                <IconButton
                  label={t`Убрать ${p.file.name}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))}
                 icon={<Trash2 size={16} />} />
              </div>
            ) : (
              <ProgressBar value={p.progress} label={t`Загрузка ${p.file.name}`} placement="inline" delay={0} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
