import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { EditorItem, EditorPreview, Locale } from '@jolda/contracts';
import { contentQueries, editorApi, isApiRequestError, useHttp } from '@jolda/api-client';
import { formatDateParts, localizePath } from '@jolda/i18n';
import { Badge, Breadcrumbs, Button, Input, SegmentedControl, TextArea } from '@jolda/ui';
import { routerLink } from '../../shared/router-link';
import { useLocale } from '../../shared/use-locale';
import { EditorImages } from './EditorImages';
import { EditorRevisions } from './EditorRevisions';
import { FIELD_MESSAGES, STATUS_LABEL } from './editor-route';
import * as styles from './content.css';

interface Draft {
  title: string;
  description: string;
  body: string;
  tags: string;
  carsLabel: string;
}

const draftOf = (item: EditorItem, locale: Locale): Draft => {
  const v = item.versions.find((x) => x.locale === locale);
  return { title: v?.title ?? '', description: v?.description ?? '', body: v?.body ?? '', tags: v?.tags.join(', ') ?? '', carsLabel: v?.carsLabel ?? '' };
};

/**
 * `/profile/editor/{id}`: a guide's or page's Russian and Kazakh versions — write, put photos in (uploaded through the
 * site's upload pipeline), preview, save, publish (now or later), unpublish, and go back through the revision history.
 */
export function EditorItemPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const uiLocale = useLocale();
  const { data: item } = useSuspenseQuery(contentQueries.editorItem(http, id));
  const [locale, setLocale] = useState<Locale>('ru');
  const [drafts, setDrafts] = useState<Record<Locale, Draft>>(() => ({ ru: draftOf(item, 'ru'), kk: draftOf(item, 'kk') }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<EditorPreview | null>(null);
  const [at, setAt] = useState('');
  const version = item.versions.find((v) => v.locale === locale);
  const draft = drafts[locale];
  const set = (patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [locale]: { ...d[locale], ...patch } }));
  /** Where the cursor was when the text lost focus (null: never in the text, so a photo goes at its end). */
  const cursor = useRef<number | null>(null);

  /** Puts Markdown (a photo) into the text where the cursor is, as a paragraph of its own. */
  const insert = (markdown: string) => {
    const body = drafts[locale].body;
    const pos = Math.min(cursor.current ?? body.length, body.length);
    const before = body.slice(0, pos).replace(/\s+$/, '');
    const after = body.slice(pos).replace(/^\s+/, '');
    const head = `${before}${before ? '\n\n' : ''}${markdown}`;
    // The next photo goes after this one.
    cursor.current = head.length;
    set({ body: `${head}${after ? `\n\n${after}` : '\n'}` });
    setNotice(t`Фото вставлено в текст — сохраните черновик`);
  };

  /** Takes an item the API answered (a cover changed, a revision restored) as the current one. */
  const accept = (next: EditorItem, reset?: Locale) => {
    queryClient.setQueryData(contentQueries.editorItem(http, id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: contentQueries.editorItems(http).queryKey });
    if (reset) setDrafts((d) => ({ ...d, [reset]: draftOf(next, reset) }));
  };

  const run = async (what: string, call: () => Promise<EditorItem>, done: string) => {
    setBusy(what);
    setNotice(null);
    setErrors({});
    try {
      const next = await call();
      queryClient.setQueryData(contentQueries.editorItem(http, id).queryKey, next);
      await queryClient.invalidateQueries({ queryKey: contentQueries.all() });
      setNotice(done);
    } catch (error) {
      if (isApiRequestError(error) && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, codes]) => [k, FIELD_MESSAGES[codes[0] ?? ''] ? i18n._(FIELD_MESSAGES[codes[0]!]!) : t`Проверьте значение`])));
      } else setErrors({ form: t`Не получилось. Проверьте соединение и попробуйте ещё раз.` });
    } finally {
      setBusy(null);
    }
  };

  const input = () => ({
    title: draft.title,
    description: draft.description,
    body: draft.body,
    tags: draft.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    carsLabel: draft.carsLabel.trim() || null,
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('save', () => editorApi.saveEditorVersion(http, id, locale, input()), t`Черновик сохранён`);
  };
  const publish = (when?: string) =>
    run('publish', () => editorApi.publishEditorVersion(http, id, locale, when), when ? t`Публикация запланирована` : t`Опубликовано`);
  const unpublish = () => run('unpublish', () => editorApi.unpublishEditorVersion(http, id, locale), t`Снято с публикации`);
  const showPreview = async () => {
    setBusy('preview');
    try {
      setPreview(await editorApi.previewEditorText(http, draft.body));
    } finally {
      setBusy(null);
    }
  };

  const title = item.versions[0]?.title ?? item.slug;
  const published = version && version.status !== 'draft' && version.publishedAt;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={[{ label: t`Профиль`, href: '/profile' }, { label: t`Редактор`, href: '/profile/editor' }, { label: title }]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>
          {item.kind === 'guide' ? t`Статья гида` : t`Страница сайта`} · {item.path}
        </p>
      </header>

      <SegmentedControl
        label={t`Язык версии`}
        value={locale}
        onChange={(l) => {
          cursor.current = null;
          setLocale(l);
          setPreview(null);
          setErrors({});
          setNotice(null);
        }}
        options={[
          { value: 'ru', label: t`Русский` },
          { value: 'kk', label: t`Қазақша` },
        ]}
      />

      <p className={styles.badges} data-testid="editor-status">
        <Badge tone={version?.status === 'published' ? 'success' : version ? 'warning' : 'neutral'}>
          {version ? i18n._(STATUS_LABEL[version.status]) : t`нет текста`}
        </Badge>
        {published ? (
          <span className={styles.muted}>
            {t`Дата публикации: ${formatDateParts(version.publishedAt!, uiLocale, { day: true, month: 'long', year: true })}`} ·{' '}
            <a href={localizePath(item.path, locale)}>{t`Открыть на сайте`}</a>
          </span>
        ) : null}
        {version ? <span className={styles.muted}>{t`Правок сохранено: ${version.revisions}`}</span> : null}
      </p>

      <form className={styles.editorForm} onSubmit={save} noValidate data-testid="editor-form">
        <Input label={t`Заголовок`} value={draft.title} onValueChange={(v) => set({ title: v })} errorMessage={errors['title']} maxLength={160} required />
        <TextArea label={t`Описание`} description={t`Одно-два предложения: показываются в списке и в поисковиках.`} value={draft.description} onValueChange={(v) => set({ description: v })} errorMessage={errors['description']} rows={2} maxLength={300} required />
        <TextArea
          label={t`Текст (Markdown)`}
          description={t`## Заголовок раздела, **жирный**, списки через «-», ссылки [текст](/cars). HTML не поддерживается.`}
          value={draft.body}
          onValueChange={(v) => set({ body: v })}
          errorMessage={errors['body']}
          rows={16}
          required
          onBlur={(e) => {
            cursor.current = e.currentTarget.selectionEnd;
          }}
        />
        {item.kind === 'guide' ? (
          <>
            <Input label={t`Теги через запятую`} value={draft.tags} onValueChange={(v) => set({ tags: v })} errorMessage={errors['tags']} />
            {item.carsPath ? (
              <Input label={t`Подпись ссылки на машины`} value={draft.carsLabel} onValueChange={(v) => set({ carsLabel: v })} errorMessage={errors['carsLabel']} maxLength={80} />
            ) : null}
          </>
        ) : null}
        {errors['form'] ? <p className={styles.formError}>{errors['form']}</p> : null}
        {notice ? (
          <p className={styles.muted} role="status" data-testid="editor-notice">
            {notice}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy === 'save'}>
            {t`Сохранить черновик`}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void showPreview()} loading={busy === 'preview'}>
            {t`Предпросмотр`}
          </Button>
          {version ? (
            <Button type="button" variant="accent" onClick={() => void publish()} loading={busy === 'publish'} disabled={version.status === 'published'}>
              {t`Опубликовать`}
            </Button>
          ) : null}
          {version && version.status !== 'draft' ? (
            <Button type="button" variant="ghost" onClick={() => void unpublish()} loading={busy === 'unpublish'}>
              {t`Снять с публикации`}
            </Button>
          ) : null}
        </div>
        {version ? (
          <div className={styles.actions}>
            <Input label={t`Опубликовать позже`} type="datetime-local" value={at} onValueChange={setAt} errorMessage={errors['at']} />
            <Button type="button" variant="secondary" disabled={!at} onClick={() => void publish(new Date(at).toISOString())}>
              {t`Запланировать`}
            </Button>
          </div>
        ) : null}
      </form>

      <EditorImages item={item} onInsert={insert} onItem={(next) => accept(next)} />

      <EditorRevisions
        key={locale}
        id={id}
        locale={locale}
        onRestored={(next) => {
          accept(next, locale);
          setPreview(null);
          setErrors({});
          setNotice(t`Текст правки возвращён в черновик — опубликуйте, чтобы он появился на сайте`);
        }}
      />

      {preview ? (
        <section className={styles.preview} aria-labelledby="preview-title" data-testid="editor-preview">
          <h2 id="preview-title" className={styles.sectionTitle}>
            {t`Предпросмотр`} · {t`${preview.readingMinutes} мин чтения`}
          </h2>
          {/* Rendered and sanitised by the API (POST /api/editor/preview). */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      ) : null}
    </div>
  );
}
