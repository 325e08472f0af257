import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiRequestError, savedSearchQueries, savedSearchesApi, useHttp } from '@jolda/api-client';
import { Button, Dialog, Stack, Switch } from '@jolda/ui';
import type { CarsFilter } from './deep-link';
import * as styles from './search.css';

/**
 * "Сохранить поиск"'s dialog: the search is saved with its alert as the buyer leaves the switch. The switch starts on:
 * someone who saves a search wants to hear of new cars, and the alert needs no browser permission (it reaches the
 * site's notification list; push only where the buyer allowed it, daily digests when there are many), so on is what
 * most want; it is one tap off here and in the profile. Loaded on demand by `SaveSearchButton`.
 */
export function SaveSearchDialog({
  filter,
  open,
  setOpen,
  onSaved,
}: {
  filter: CarsFilter;
  open: boolean;
  setOpen: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState(true);
  const save = useMutation({
    mutationFn: () => {
      const { sort: _sort, page: _page, ...rest } = filter;
      return savedSearchesApi.saveSearch(http, rest, alert);
    },
    onSuccess: () => {
      setOpen(false);
      onSaved();
      return queryClient.invalidateQueries({ queryKey: savedSearchQueries.all() });
    },
  });
  const error = save.error
    ? isApiRequestError(save.error) && save.error.code === 'saved_search_limit'
      ? t`Сохранено максимум поисков. Удалите ненужный в профиле.`
      : t`Не удалось сохранить поиск. Попробуйте ещё раз.`
    : null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Сохранить поиск`}
      closeLabel={t`Закрыть`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Отмена</Trans>
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="save-search-confirm">
            <Trans>Сохранить</Trans>
          </Button>
        </>
      }
    >
      <Stack space="3">
        <p className={styles.dialogText}>
          <Trans>Поиск появится в профиле, в разделе «Сохранённые поиски», с числом новых объявлений.</Trans>
        </p>
        <Switch
          checked={alert}
          onChange={setAlert}
          description={t`В уведомлениях на сайте и на телефоне, если вы разрешили уведомления в браузере. Отключить можно в любой момент.`}
        >
          <Trans>Уведомлять о новых объявлениях</Trans>
        </Switch>
        {error ? (
          <p role="alert" className={styles.saveSearchError}>
            {error}
          </p>
        ) : null}
      </Stack>
    </Dialog>
  );
}
