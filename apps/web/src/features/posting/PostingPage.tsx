import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiRequestError, postingQueries, useHttp } from '@jolda/api-client';
import { Button, Spinner } from '@jolda/ui';
import { PostingForm } from './PostingForm';
import * as styles from './posting.css';

import { CREATE_TITLE, EDIT_TITLE, type PostingPrefill } from './posting-route';

export function CreateAnnouncementPage({ prefill }: { prefill?: PostingPrefill }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n._(CREATE_TITLE)}</h1>
      <PostingForm prefill={prefill} />
    </div>
  );
}

/** Loads the owner's announcement in the browser (the session lives in a cookie the API reads as a bearer token). */
export function EditAnnouncementPage({ id, denied = null }: { id: number; denied?: 403 | null }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const q = useQuery({ ...postingQueries.editable(http, id), retry: false, enabled: denied === null });
  let content;
  if (q.isPending && denied === null)
    content = (
      <div className={styles.loadingCard} aria-busy="true">
        <Spinner label={t`Загружаем объявление`} />
      </div>
    );
  else if (q.isError || denied !== null) {
    const status = denied ?? (isApiRequestError(q.error) ? q.error.status : null);
    content = (
      <div className={styles.card} role="alert">
        <h2 className={styles.stepTitle}>
          {status === 403
            ? t`Нет доступа`
            : status === 404
              ? t`Объявление не найдено`
              : status === 401
                ? t`Войдите, чтобы редактировать объявление`
                : t`Не удалось загрузить объявление`}
        </h2>
        <p className={styles.hint}>
          {status === 403
            ? t`Редактировать объявление может только его автор.`
            : status === 404
              ? t`Возможно, оно удалено.`
              : ''}
        </p>
        <div className={styles.actions}>
          {status === 401 ? (
            <Button render={(p) => <Link {...p} to="/login" search={{ redirect: `/edit-announcement/${id}` } as never} />}>
              <Trans>Войти</Trans>
            </Button>
          ) : status === 403 || status === 404 ? null : (
            <Button onClick={() => void q.refetch()}>
              <Trans>Повторить</Trans>
            </Button>
          )}
          <Button variant="secondary" render={(p) => <Link {...p} to="/profile/my-publications" />}>
            <Trans>Мои объявления</Trans>
          </Button>
        </div>
      </div>
    );
  } else if (q.data) content = <PostingForm key={q.data.id} editing={q.data} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n._(EDIT_TITLE)}</h1>
      {content}
    </div>
  );
}
