import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { MarketModelPage } from '@jolda/contracts';
import { Spinner } from '@jolda/ui';
import { preloadable } from '../../shared/preloadable';
import { useLoadNear } from './load-near';
import * as styles from './market.css';

/**
 * The booking form (the slot picker, the name and phone fields, the inline sign-in by SMS code and the booking's
 * contract check) is a chunk of its own, loaded when the section nears the screen, is touched, or the page is idle
 * (`useLoadNear`): in the model page's first JavaScript and hydration it was code and work for a part far below the
 * fold that most visits never reach, and its slots are loaded by the browser anyway.
 */
const TestDriveForm = preloadable(() => import('./TestDriveForm').then((m) => m.TestDriveForm));

/** Test-drive booking on the model page: its heading, and the form once its code is there. */
export function TestDriveSection({ page }: { page: MarketModelPage }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const dealers = page.dealers.filter((d) => d.services.includes('test_drive'));
  const ready = useLoadNear(ref, TestDriveForm, dealers.length > 0);
  return (
    <section className={styles.section} aria-labelledby="test-drive-title" id="test-drive">
      <h2 id="test-drive-title" className={styles.sectionTitle}>
        {t`Тест-драйв`}
      </h2>
      {!dealers.length ? (
        <p className={styles.muted}>{t`В этом городе нет дилера марки с тест-драйвом.`}</p>
      ) : ready ? (
        <TestDriveForm page={page} dealers={dealers} />
      ) : (
        <div ref={ref} className={styles.formPlaceholder}>
          <Spinner label={t`Загружаем свободное время`} />
        </div>
      )}
    </section>
  );
}
