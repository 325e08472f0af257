import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ContentKind } from '@jolda/contracts';
import { contentQueries, editorApi, isApiRequestError, useHttp } from '@jolda/api-client';
import { Badge, Breadcrumbs, Button, EmptyState, Input, NativeSelect } from '@jolda/ui';
import { FileText } from '@jolda/ui/icons';
import { routerLink } from '../../shared/router-link';
import { FIELD_MESSAGES, STATUS_LABEL } from './editor-route';
import * as styles from './content.css';

/** The screen a signed-in user without the editor role gets (status 403). */
export function EditorForbidden() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<FileText size={28} />}
        title={t`Этот раздел — для редакторов`}
        description={t`Статьи гида и страницы сайта пишут редакторы Jolda. Если вы редактор, попросите администратора выдать вам роль.`}
        headingLevel={1}
      />
    </div>
  );
}

/** `/profile/editor`: every guide and page with the state of its versions, and a new one. */
export function EditorListPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(contentQueries.editorItems(http));
  const [kind, setKind] = useState<ContentKind>('guide');
  const [category, setCategory] = useState<string>(data.categories[0]?.slug ?? '');
  const [slug, setSlug] = useState('');
  const [carsPath, setCarsPath] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const item = await editorApi.createEditorItem(http, {
        kind,
        slug: slug.trim(),
        ...(kind === 'guide' ? { category, ...(carsPath.trim() ? { carsPath: carsPath.trim() } : {}) } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: contentQueries.editor() });
      await navigate({ to: '/profile/editor/$id', params: { id: item.id } });
    } catch (error) {
      if (isApiRequestError(error) && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, codes]) => [k, FIELD_MESSAGES[codes[0] ?? ''] ? i18n._(FIELD_MESSAGES[codes[0]!]!) : t`Проверьте значение`])));
      } else setErrors({ form: t`Не удалось создать. Попробуйте ещё раз.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs label={t`Навигация`} items={[{ label: t`Профиль`, href: '/profile' }, { label: t`Редактор` }]} renderLink={routerLink} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Редактор гида и страниц`}</h1>
        <p className={styles.lead}>{t`Пишите на русском и казахском: каждая версия публикуется отдельно, посетители видят только опубликованное.`}</p>
      </header>

      <section className={styles.section} aria-labelledby="new-item">
        <h2 id="new-item" className={styles.sectionTitle}>
          {t`Новый материал`}
        </h2>
        <form className={styles.editorForm} onSubmit={create} noValidate data-testid="editor-create">
          <NativeSelect
            label={t`Тип`}
            value={kind}
            onChange={(v) => v && setKind(v)}
            options={[
              { value: 'guide', label: t`Статья гида` },
              { value: 'page', label: t`Страница сайта` },
            ]}
            errorMessage={errors['kind']}
          />
          {kind === 'guide' ? (
            <NativeSelect
              label={t`Раздел гида`}
              value={category}
              onChange={(v) => v && setCategory(v)}
              options={data.categories.map((c) => ({ value: c.slug, label: c.name }))}
              errorMessage={errors['category']}
            />
          ) : null}
          <Input label={t`Адрес (латиницей)`} description={t`Например: kak-vybrat-shiny`} value={slug} onValueChange={setSlug} errorMessage={errors['slug']} required />
          {kind === 'guide' ? (
            <Input
              label={t`Подходящие машины (необязательно)`}
              description={t`Ссылка на подбор: /cars/toyota или /cars?credit=1`}
              value={carsPath}
              onValueChange={setCarsPath}
              errorMessage={errors['carsPath']}
            />
          ) : null}
          {errors['form'] ? <p className={styles.formError}>{errors['form']}</p> : null}
          <div>
            <Button type="submit" variant="primary" loading={busy}>
              {t`Создать`}
            </Button>
          </div>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="items">
        <h2 id="items" className={styles.sectionTitle}>
          {t`Материалы`}
        </h2>
        <ul className={styles.editorList}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.editorRow} data-testid="editor-item">
              <Link to="/profile/editor/$id" params={{ id: item.id }} className={styles.editorRowTitle}>
                {item.versions[0]?.title ?? item.slug}
              </Link>
              <span className={styles.muted}>
                {item.kind === 'guide' ? t`Статья` : t`Страница`} · {item.path}
              </span>
              <span className={styles.badges}>
                {item.versions.length ? (
                  item.versions.map((v) => (
                    <Badge key={v.locale} tone={v.status === 'published' ? 'success' : v.status === 'draft' ? 'neutral' : 'warning'} size="sm">
                      {v.locale.toUpperCase()}: {i18n._(STATUS_LABEL[v.status])}
                    </Badge>
                  ))
                ) : (
                  <Badge tone="neutral" size="sm">
                    {t`нет текста`}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
