import { Link, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPARE_MAX } from '@jolda/contracts';
import { Button, IconButton } from '@jolda/ui';
import { Scale, X } from '@jolda/ui/icons';
import { setCompareIds, useCompareIds } from './compare-store';
import * as styles from './compare.css';

/** A floating bar while browsing with at least one car chosen for comparison: count, link to /compare, clear. */
export function CompareTray() {
  const { t } = useLingui();
  const ids = useCompareIds();
  const onComparePage = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/compare') });
  if (ids.length === 0 || onComparePage) return null;
  const count = ids.length;
  return (
    <aside className={styles.tray} aria-label={t`Сравнение`} data-testid="compare-tray">
      <Scale aria-hidden size={18} />
      <span className={styles.trayText} aria-live="polite">
        <Trans>
          К сравнению: {count} из {COMPARE_MAX}
        </Trans>
      </span>
      <Button size="sm" render={(p) => <Link {...p} to="/compare" search={{ ids: ids.join(',') }} />}>
        <Trans>Сравнить</Trans>
      </Button>
      <IconButton size="sm" label={t`Очистить сравнение`} icon={<X size={16} />} onClick={() => setCompareIds([])} />
    </aside>
  );
}
