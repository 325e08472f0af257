import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { shortlistMutations, shortlistQueries, useHttp } from '@jolda/api-client';
import { Inline, Skeleton, Stack, Text } from '@jolda/ui';
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
    <Stack as="section" space="3" aria-labelledby="shortlists-title" className={styles.section} data-testid="my-shortlists">
      <h2 id="shortlists-title" className={styles.sectionTitle}>
        <Trans>Подборки</Trans>
      </h2>
      <Text size="sm" tone="muted">
        <Trans>Соберите автомобили в подборку и отправьте ссылку семье: по ней видно текущие цены, без входа и без права менять.</Trans>
      </Text>
      {lists.isPending ? (
        <Skeleton height="48px" />
      ) : lists.isError ? (
        <Text role="alert" size="sm" tone="danger">
          <Trans>Не удалось загрузить подборки. Проверьте соединение и попробуйте ещё раз.</Trans>
        </Text>
      ) : (
        lists.data.items.length > 0 && (
          <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
            {lists.data.items.map((list) => (
              <Inline as="li" key={list.id} space="2" align="between" alignY="baseline">
                <Link to="/myroll/$id" params={{ id: list.id }} className={styles.title}>
                  {list.name}
                </Link>
                <Text as="span" size="sm" tone="muted">
                  {carsText(list.announcementIds.length)}
                </Text>
              </Inline>
            ))}
          </Stack>
        )
      )}
      <NameForm
        label={t`Новая подборка`}
        submitLabel={t`Создать`}
        testId="shortlist-new"
        onSubmit={(name) => create.mutateAsync({ name })}
      />
    </Stack>
  );
}
