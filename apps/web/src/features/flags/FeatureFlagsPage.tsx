import { Trans, useLingui } from '@lingui/react/macro';
import { clearOverrides, setOverride, useFlagList, useFlagsStatus, type FlagRow } from '@jolda/flags';
import { Badge, Button, EmptyState, SegmentedControl, Spinner } from '@jolda/ui';
import * as styles from './flags.css';

type Choice = 'server' | 'on' | 'off';

function Row({ flag }: { flag: FlagRow }) {
  const { t } = useLingui();
  const choice: Choice = flag.override === null ? 'server' : flag.override ? 'on' : 'off';
  const variant = flag.variant?.name && flag.variant.name !== 'disabled' ? flag.variant.name : null;
  return (
    <li className={`${styles.row} ${flag.override !== null ? styles.overridden : ''}`} data-testid={`flag-${flag.name}`} data-enabled={flag.enabled}>
      <div>
        <h2 className={styles.name}>{flag.name}</h2>
        <div className={styles.meta}>
          {flag.enabled ? (
            <Badge tone="success">
              <Trans>Включён</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Выключен</Trans>
            </Badge>
          )}
          {flag.override !== null ? (
            <Badge tone="warning" data-testid="flag-overridden">
              <Trans>Переопределён в этом браузере</Trans>
            </Badge>
          ) : null}
          <span>
            <Trans>На сервере:</Trans> {flag.serverEnabled ? <Trans>вкл.</Trans> : <Trans>выкл.</Trans>}
          </span>
          <span>
            <Trans>Вариант:</Trans> <span className={styles.mono}>{variant ?? '—'}</span>
          </span>
          {flag.impressionData ? (
            <span>
              <Trans>показы отслеживаются</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <SegmentedControl<Choice>
        label={t`Значение ${flag.name} в этом браузере`}
        size="sm"
        value={choice}
        onChange={(v) => setOverride(flag.name, v === 'server' ? null : v === 'on')}
        options={[
          { value: 'server', label: t`Как на сервере` },
          { value: 'on', label: t`Вкл.` },
          { value: 'off', label: t`Выкл.` },
        ]}
      />
    </li>
  );
}

/** `/featureFlags`: every toggle with state and variant; each can be overridden in this browser (localStorage). */
export function FeatureFlagsPage() {
  const { t } = useLingui();
  const list = useFlagList();
  const { flagsReady, flagsError } = useFlagsStatus();
  const overridden = list.filter((f) => f.override !== null).length;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Фича-флаги</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Переопределение действует только в этом браузере и сохраняется после перезагрузки.</Trans>
      </p>
      <div className={styles.toolbar}>
        <span role="status">
          {overridden > 0 ? <Trans>Переопределено: {overridden}</Trans> : <Trans>Переопределений нет</Trans>}
        </span>
        <Button variant="secondary" size="sm" disabled={overridden === 0} onClick={() => clearOverrides()}>
          <Trans>Сбросить все</Trans>
        </Button>
      </div>
      {flagsError && list.length === 0 ? (
        <EmptyState title={<Trans>Не удалось получить флаги</Trans>} description={<Trans>Сервис флагов недоступен. Страница обновится сама, когда он ответит.</Trans>} />
      ) : list.length === 0 ? (
        flagsReady ? (
          <EmptyState title={<Trans>Флагов нет</Trans>} />
        ) : (
          <Spinner label={t`Загрузка…`} />
        )
      ) : (
        <ul className={styles.list} aria-label={t`Фича-флаги`}>
          {list.map((f) => (
            <Row key={f.name} flag={f} />
          ))}
        </ul>
      )}
    </div>
  );
}
