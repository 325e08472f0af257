import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { shortlistMutations, shortlistQueries, useHttp } from '@jolda/api-client';
import { Skeleton } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { carsCount } from './cars-count';
import { NameForm } from './NameForm';
import * as styles from './shortlists.css';

/** The signed-in user's shortlists on the favourites page: each with its count and link, and a form for a new one. */
export function MyShortlists() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const lists = useQuery(shortlistQueries.mine(http));
  const create = useMutation(shortlistMutations.create(http));
  const carsText = (n: number) => carsCount(i18n, n, locale);
  return (
    <section aria-labelledby="shortlists-title" className={styles.section} data-testid="my-shortlists">
      <h2 id="shortlists-title" className={styles.sectionTitle}>
        <Trans>Подборки</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Соберите автомобили в подборку и отправьте ссылку семье: по ней видно текущие цены, без входа и без права менять.</Trans>
      </p>
      {lists.isPending ? (
        <Skeleton height="48px" />
      ) : lists.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>Не удалось загрузить подборки. Проверьте соединение и попробуйте ещё раз.</Trans>
        </p>
      ) : (
        lists.data.items.length > 0 && (
          <ul className={styles.lists}>
            {lists.data.items.map((list) => (
              <li key={list.id} className={styles.listRow}>
                <Link to="/myroll/$id" params={{ id: list.id }} className={styles.title}>
                  {list.name}
                </Link>
                <span className={styles.muted}>{carsText(list.announcementIds.length)}</span>
              </li>
            ))}
          </ul>
        )
      )}
      <NameForm
        label={t`Новая подборка`}
        submitLabel={t`Создать`}
        testId="shortlist-new"
        onSubmit={(name) => create.mutateAsync({ name })}
      />
    </section>
  );
}
