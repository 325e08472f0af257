import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EditorItem, EditorRevision, Locale, RevisionField, RevisionLine } from '@jolda/contracts';
import { contentQueries, editorApi, useHttp } from '@jolda/api-client';
import { formatDate } from '@jolda/i18n';
import { Badge, Button, Inline, Spinner, Stack, VisuallyHidden } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import * as styles from './content.css';

const FIELD_LABEL: Record<RevisionField, MessageDescriptor> = {
  title: msg`Заголовок`,
  description: msg`Описание`,
  tags: msg`Теги`,
  carsLabel: msg`Подпись ссылки на машины`,
  body: msg`Текст`,
};

const MARK: Record<RevisionLine['kind'], string> = { same: ' ', added: '+', removed: '−', gap: '…' };

/** A field's lines beside the revision before: added on green with "+", removed on red with "−", kept runs folded. */
function Diff({ lines }: { lines: RevisionLine[] }) {
  const { t } = useLingui();
  const said: Partial<Record<RevisionLine['kind'], string>> = { added: t`добавлено:`, removed: t`удалено:` };
  return (
    <ol className={styles.diff}>
      {lines.map((line, i) => (
        <li key={i} className={styles.diffLine[line.kind]} data-kind={line.kind}>
          <span className={styles.diffMark} aria-hidden="true">
            {MARK[line.kind]}
          </span>
          <span>
            {said[line.kind] ? <VisuallyHidden>{said[line.kind]} </VisuallyHidden> : null}
            {line.kind === 'gap' ? t`без изменений: ${line.count ?? 0} стр.` : line.text}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One revision, opened: what it changed against the one before, and a button that makes it the draft again. */
function RevisionDetail({ id, locale, revision, onRestored }: { id: number; locale: Locale; revision: EditorRevision; onRestored: (item: EditorItem) => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const detail = useQuery(contentQueries.editorRevision(http, id, locale, revision.id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = async () => {
    setBusy(true);
    setError(null);
    try {
      const item = await editorApi.restoreEditorRevision(http, id, locale, revision.id);
      await queryClient.invalidateQueries({ queryKey: contentQueries.editorRevisions(http, id, locale).queryKey });
      onRestored(item);
    } catch {
      setError(t`Не получилось восстановить. Попробуйте ещё раз.`);
    } finally {
      setBusy(false);
    }
  };
  if (detail.isPending) return <Spinner size="sm" label={t`Загрузка`} />;
  if (!detail.data) return <p className={styles.formError}>{t`Не получилось загрузить правку.`}</p>;
  const { changes, previousId } = detail.data;
  return (
    <div className={styles.header} data-testid="editor-revision-detail">
      <p className={styles.muted}>{previousId ? t`Что изменилось по сравнению с предыдущей правкой:` : t`Первая правка этой версии:`}</p>
      {changes.length ? (
        changes.map((c) => (
          <div key={c.field} className={styles.header}>
            <h3 className={styles.diffField}>{i18n._(FIELD_LABEL[c.field])}</h3>
            <Diff lines={c.lines} />
          </div>
        ))
      ) : (
        <p className={styles.muted}>{t`Текст не менялся.`}</p>
      )}
      {error ? <p className={styles.formError}>{error}</p> : null}
      {revision.draft ? null : (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => void restore()} loading={busy}>
            {t`Вернуть этот текст в черновик`}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The history of a language version (`/profile/editor/{id}`): every save, newest first, with who saved it and which
 * is the draft and the public text; each opens to what it changed, and an older one can be made the draft again.
 */
export function EditorRevisions({ id, locale, onRestored }: { id: number; locale: Locale; onRestored: (item: EditorItem) => void }) {
  const { t } = useLingui();
  const http = useHttp();
  const uiLocale = useLocale();
  const list = useQuery(contentQueries.editorRevisions(http, id, locale));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className={styles.tools} aria-labelledby="editor-revisions-title" data-testid="editor-revisions">
      <h2 id="editor-revisions-title" className={styles.sectionTitle}>
        {t`История правок`}
      </h2>
      {list.isPending ? <Spinner size="sm" label={t`Загрузка`} /> : null}
      {list.data && !list.data.items.length ? <p className={styles.muted}>{t`Эта версия ещё не сохранялась.`}</p> : null}
      {list.data?.items.length ? (
        <Stack as="ol" space="2" margin="0" padding="0" listStyle="none">
          {list.data.items.map((r) => (
            <Stack
              as="li"
              key={r.id}
              space="2"
              padding="3"
              minWidth="0"
              borderRadius="md"
              borderWidth="1"
              borderStyle="solid"
              borderColor="border"
              data-testid="editor-revision"
            >
              <Inline align="between" space="2">
                <p className={styles.revisionTitle}>{r.title}</p>
                <span className={styles.badges}>
                  {r.draft ? <Badge tone="warning">{t`черновик`}</Badge> : null}
                  {r.published ? <Badge tone="success">{t`на сайте`}</Badge> : null}
                </span>
              </Inline>
              <p className={styles.muted}>
                {formatDate(r.createdAt, uiLocale, 'medium', { time: true })} · {r.author ?? t`автор не указан`} · {t`слов: ${r.words}`}
              </p>
              <div className={styles.actions}>
                <Button variant="ghost" size="sm" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
                  {open === r.id ? t`Скрыть изменения` : t`Показать изменения`}
                </Button>
              </div>
              {open === r.id ? (
                <RevisionDetail
                  id={id}
                  locale={locale}
                  revision={r}
                  onRestored={(item) => {
                    setOpen(null);
                    onRestored(item);
                  }}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}
