import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Search, Trash2 } from '@jolda/ui/icons';
import type { SavedSearch } from '@jolda/contracts';
import { savedSearchQueries, savedSearchesApi, useHttp } from '@jolda/api-client';
import { formatDate } from '@jolda/i18n';
import { Badge, Box, Button, EmptyState, ErrorState, Inline, Stack, Tag, Text } from '@jolda/ui';
import { AccountPage } from '../../shared/account-page';
import { useLocale } from '../../shared/use-locale';
import { buildCarsPath, type CarsFilter, type DeepLinkCatalog } from '../search';
import { AlertSwitch } from '../alerts';
import { describeFilter } from './describe-filter';
import { SAVED_SEARCHES_TITLE } from './saved-searches-route';
import * as styles from './saved-searches.css';

function SavedSearchRow({ saved, catalog }: { saved: SavedSearch; catalog: DeepLinkCatalog }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const filter = saved.filter as CarsFilter;
  const { title, chips } = describeFilter(filter, saved.names, i18n, locale);
  const loc = buildCarsPath(filter, catalog);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() });
  const seen = useMutation({ mutationFn: () => savedSearchesApi.markSavedSearchSeen(http, saved.id), onSettled: refresh });
  const remove = useMutation({ mutationFn: () => savedSearchesApi.deleteSavedSearch(http, saved.id), onSuccess: refresh });
  const since = formatDate(saved.lastSeenAt, locale, 'long');
  return (
    <li className={styles.item} data-testid="saved-search">
      <Stack space="2" minWidth="0">
        <Inline space="2">
          <Link
            to="/cars/$"
            params={{ _splat: loc.splat }}
            search={loc.searchObject as never}
            className={styles.title}
            onClick={() => seen.mutate()}
          >
            {title}
          </Link>
          {saved.newCount > 0 ? (
            <Badge tone="success" icon={<BellRing size={14} />}>
              <Plural value={saved.newCount} one="# новое" few="# новых" many="# новых" other="# новых" />
            </Badge>
          ) : null}
        </Inline>
        {chips.length ? (
          <Inline as="ul" space="2" margin="0" padding="0" listStyle="none" aria-label={t`Фильтры`}>
            {chips.map((chip) => (
              <li key={chip}>
                <Tag>{chip}</Tag>
              </li>
            ))}
          </Inline>
        ) : null}
        <Text size="sm" tone="muted">
          <Plural value={saved.total} one="# объявление сейчас" few="# объявления сейчас" many="# объявлений сейчас" other="# объявления сейчас" />
          {' · '}
          <Trans>новые считаются с {since}</Trans>
        </Text>
        <AlertSwitch target="saved-search" id={saved.id} enabled={saved.alert}>
          <Trans>Уведомлять о новых объявлениях</Trans>
        </AlertSwitch>
        {remove.isError ? (
          <Text role="alert" size="sm" tone="muted">
            {t`Не удалось удалить поиск. Попробуйте ещё раз.`}
          </Text>
        ) : null}
      </Stack>
      <Box display="flex" flexWrap="wrap" gap="2" justifyContent={{ base: 'flex-start', md: 'flex-end' }}>
        <Button
          variant="secondary"
          render={(p) => <Link {...p} to="/cars/$" params={{ _splat: loc.splat }} search={loc.searchObject as never} onClick={() => seen.mutate()} />}
          iconStart={<Search size={16} />}
        >
          <Trans>Смотреть</Trans>
        </Button>
        <Button variant="ghost" iconStart={<Trash2 size={16} />} loading={remove.isPending} onClick={() => remove.mutate()} aria-label={t`Удалить поиск «${title}»`}>
          <Trans>Удалить</Trans>
        </Button>
      </Box>
    </li>
  );
}

/** `/profile/saved-searches`: the user's saved searches, each with its matches now and the new ones since last seen. */
export function SavedSearchesPage({ catalog }: { catalog: DeepLinkCatalog }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const { data, isRefetchError, refetch } = useSuspenseQuery(savedSearchQueries.list(http));
  const [retrying, setRetrying] = useState(false);
  return (
    <AccountPage title={i18n._(SAVED_SEARCHES_TITLE)}>
      {isRefetchError ? (
        <ErrorState
          title={t`Не удалось обновить список`}
          retryLabel={t`Повторить`}
          onRetry={async () => {
            setRetrying(true);
            await refetch();
            setRetrying(false);
          }}
          retrying={retrying}
        />
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState
          icon={<BellRing size={28} />}
          title={t`Сохранённых поисков пока нет`}
          description={t`Настройте фильтры в поиске и нажмите «Сохранить поиск» — здесь будет видно, сколько новых объявлений появилось.`}
          actions={<Button render={(p) => <Link {...p} to="/cars/$" params={{ _splat: '' }} />}>{t`Перейти к поиску`}</Button>}
        />
      ) : (
        <>
          <Text tone="muted">
            <Trans>
              Сохранено {data.items.length} из {data.limit}. Новые — объявления, опубликованные после вашего последнего просмотра поиска.
            </Trans>
          </Text>
          <Stack as="ul" space="3" margin="0" padding="0" listStyle="none">
            {data.items.map((saved) => (
              <SavedSearchRow key={saved.id} saved={saved} catalog={catalog} />
            ))}
          </Stack>
        </>
      )}
    </AccountPage>
  );
}
