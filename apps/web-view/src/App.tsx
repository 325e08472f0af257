import { Trans } from '@lingui/react/macro';
import type { Locale } from '@jolda/contracts';
import { EmptyState } from '@jolda/ui';
import { CarInfo } from './features/car-info/CarInfo';
import * as styles from './App.css';

const CAR_INFO = /^\/web-view\/car-info\/([1-9]\d{0,9})$/;

/** The screens of the web-view bundle, chosen by path. */
export function App({ pathname, locale }: { pathname: string; locale: Locale }) {
  const carInfo = CAR_INFO.exec(pathname);
  if (carInfo) return <CarInfo id={Number(carInfo[1])} locale={locale} />;
  return (
    <main className={styles.main}>
      <EmptyState
        title={<Trans>Экран не найден</Trans>}
        description={<Trans>Обновите приложение Jolda до последней версии.</Trans>}
      />
    </main>
  );
}
