import { useLingui } from '@lingui/react/macro';
import { clockTime, openingState, type WeekHours } from '@jolda/contracts';
import { useAfterHydration } from '../../shared/after-hydration';
import { WEEKDAYS } from './labels';
import * as styles from './market.css';

/**
 * "Open now, until 20:00" or "Closed, opens Mon at 09:00", in Almaty time. Shown after hydration: it depends on the
 * clock, so the server's HTML and the hydrating render could disagree at a minute's edge.
 */
export function OpenNow({ hours }: { hours: WeekHours }) {
  const { t, i18n } = useLingui();
  const ready = useAfterHydration();
  if (!ready) return <span className={styles.muted} aria-hidden="true" />;
  const state = openingState(hours, new Date());
  if (state.open) {
    const until = clockTime(state.closesAt!);
    return <span className={styles.open}>{t`Открыто до ${until}`}</span>;
  }
  if (!state.opensAt) return <span className={styles.closed}>{t`Закрыто`}</span>;
  const day = i18n._(WEEKDAYS[state.opensAt.weekday]!);
  const at = clockTime(state.opensAt.minute);
  return <span className={styles.closed}>{t`Закрыто, откроется: ${day}, ${at}`}</span>;
}
