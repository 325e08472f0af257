import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import type { EditorItem, UploadedPhoto } from '@jolda/contracts';
import { editorApi, isApiRequestError, postingApi, useHttp } from '@jolda/api-client';
import { Button, FileButton, Input } from '@jolda/ui';
import { ImagePlus } from '@jolda/ui/icons';
import * as styles from './content.css';

/** The types the upload pipeline takes (it checks the content, not the name). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Messages of the upload pipeline's refusals (`POST /api/uploads/photos`). */
const UPLOAD_ERRORS: Record<string, MessageDescriptor> = {
  unsupported_type: msg`Это не фото: подходят JPEG, PNG, WebP и HEIC`,
  file_too_large: msg`Файл больше 15 МБ`,
  too_many_pixels: msg`Слишком большое изображение: не больше 50 мегапикселей`,
  uploads_busy: msg`Сервер сейчас обрабатывает много фото — попробуйте через несколько секунд`,
};

/** Markdown of an image: the description without the characters that would end it. */
export const imageMarkdown = (alt: string, url: string) => `![${alt.replace(/[[\]\r\n]+/g, ' ').trim()}](${url})`;

/**
 * Photos of an article or page, through the site's upload pipeline (the same checks of type, size and pixels as the
 * announcements' photos): each is put into the text at the cursor with its description, and may become the cover.
 */
export function EditorImages({ item, onInsert, onItem }: { item: EditorItem; onInsert: (markdown: string) => void; onItem: (next: EditorItem) => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'cover' | null>(null);
  const [uploaded, setUploaded] = useState<UploadedPhoto[]>([]);

  const upload = async (files: File[]) => {
    const file = files[0]!;
    if (!alt.trim()) {
      setError(t`Опишите, что на фото: описание прочтут те, кто не видит картинку`);
      return;
    }
    setBusy('upload');
    setError(null);
    try {
      const photo = await postingApi.uploadPhoto(http, file);
      setUploaded((list) => [photo, ...list]);
      onInsert(imageMarkdown(alt, photo.url));
      setAlt('');
    } catch (e) {
      const known = isApiRequestError(e) ? UPLOAD_ERRORS[e.code] : undefined;
      setError(known ? i18n._(known) : t`Фото не загрузилось. Проверьте соединение и попробуйте ещё раз.`);
    } finally {
      setBusy(null);
    }
  };

  const setCover = async (cover: string | null) => {
    setBusy('cover');
    setError(null);
    try {
      onItem(await editorApi.updateEditorItem(http, item.id, { cover, carsPath: item.carsPath }));
    } catch {
      setError(t`Не получилось сменить обложку. Попробуйте ещё раз.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.tools} aria-labelledby="editor-images-title" data-testid="editor-images">
      <h2 id="editor-images-title" className={styles.sectionTitle}>
        {t`Фото`}
      </h2>
      <div className={styles.actions}>
        <Input
          label={t`Описание фото`}
          description={t`Что на фото — для тех, кто не видит картинку, и для поисковиков`}
          value={alt}
          onValueChange={(v) => {
            setAlt(v);
            setError(null);
          }}
          maxLength={160}
          errorMessage={error ?? undefined}
        />
        <FileButton variant="secondary" accept={ACCEPT} iconStart={<ImagePlus size={16} />} loading={busy === 'upload'} onSelect={(files) => void upload(files)}>
          {t`Вставить фото в текст`}
        </FileButton>
      </div>
      <p className={styles.muted}>{t`JPEG, PNG, WebP или HEIC до 15 МБ. Фото встанет в текст там, где стоит курсор.`}</p>

      {item.cover || uploaded.length ? (
        <ul className={styles.thumbs} aria-label={t`Обложка и загруженные фото`}>
          {item.cover ? (
            <li className={styles.thumb} data-testid="editor-cover">
              <img className={styles.thumbImage} src={item.cover} alt={t`Обложка`} width={152} height={86} />
              <span className={styles.muted}>{t`Обложка`}</span>
              <Button variant="ghost" size="sm" onClick={() => void setCover(null)} loading={busy === 'cover'}>
                {t`Убрать обложку`}
              </Button>
            </li>
          ) : null}
          {uploaded.map((photo) => (
            <li key={photo.id} className={styles.thumb}>
              <img className={styles.thumbImage} src={photo.sizes.card} alt="" width={152} height={86} />
              <Button variant="secondary" size="sm" disabled={item.cover === photo.url} onClick={() => void setCover(photo.url)} loading={busy === 'cover'}>
                {t`Сделать обложкой`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
