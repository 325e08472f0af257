import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { shortlistMutations, shortlistQueries, useHttp } from '@jolda/api-client';
import { Checkbox, Dialog, Inline, Spinner, Stack, Text } from '@jolda/ui';
import { NameForm } from './NameForm';
import * as styles from './shortlists.css';

/**
 * The "В подборку" dialog: the user's lists as checkboxes (a tick puts the car in, untick takes it out) and a new
 * list named here with the car in it. Loaded on demand by `AddToShortlist` (react-aria's modal, the form library).
 */
export function ShortlistDialog({ id, title, open, setOpen }: { id: number; title: string; open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t`Добавить ${title} в подборку`} closeLabel={t`Закрыть`} size="sm">
      {open && <Picker id={id} />}
    </Dialog>
  );
}

function Picker({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const lists = useQuery(shortlistQueries.mine(http));
  const toggle = useMutation(shortlistMutations.toggleItem(http));
  const create = useMutation(shortlistMutations.create(http));
  const [failed, setFailed] = useState<string | null>(null);
  if (lists.isPending) return <Spinner />;
  if (lists.isError) {
    return (
      <Text role="alert" size="sm" tone="danger">
        <Trans>Не удалось загрузить подборки. Проверьте соединение и попробуйте ещё раз.</Trans>
      </Text>
    );
  }
  const items = lists.data.items;
  return (
    <Stack space="4" data-testid="shortlist-picker">
      {items.length > 0 ? (
        <Stack as="ul" space="2" margin="0" padding="0" listStyle="none">
          {items.map((list) => {
            const inList = list.announcementIds.includes(id);
            return (
              <Inline as="li" key={list.id} space="2" align="between" wrap={false}>
                <Checkbox
                  checked={inList}
                  disabled={toggle.isPending}
                  onChange={(add) => {
                    setFailed(null);
                    toggle.mutate(
                      { id: list.id, announcementId: id, add },
                      { onError: () => setFailed(t`Не удалось изменить подборку «${list.name}». Попробуйте ещё раз.`) },
                    );
                  }}
                >
                  {list.name}
                </Checkbox>
                <Link to="/myroll/$id" params={{ id: list.id }} className={styles.smallLink}>
                  <Trans>открыть</Trans>
                </Link>
              </Inline>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" tone="muted">
          <Trans>Подборок пока нет. Назовите первую — например, «Для семьи».</Trans>
        </Text>
      )}
      {failed && (
        <Text role="alert" size="sm" tone="danger">
          {failed}
        </Text>
      )}
      <NameForm
        label={t`Новая подборка`}
        submitLabel={t`Создать и добавить`}
        testId="shortlist-create"
        onSubmit={(name) => create.mutateAsync({ name, announcementId: id })}
      />
    </Stack>
  );
}
