import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OfferDetail } from '@jolda/contracts';
import { useScreenReady } from '../../app/bridge-context';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { useOffer } from './use-offer';

/** The frame of the offer's screens: loads the offer, says "not found" for a missing one, titles the screen. */
export function OfferScreen({ id, title, children }: { id: number; title: (o: OfferDetail) => string; children: (o: OfferDetail) => ReactNode }) {
  const { t } = useLingui();
  const query = useOffer(id);
  useScreenReady(query.isSuccess, query.data ? title(query.data) : null);
  if (id <= 0 || (query.isError && isNotFound(query.error))) {
    return <NotFoundState title={t`Предложение не найдено`} description={t`Дилер снял этот автомобиль с продажи. Посмотрите другие предложения.`} />;
  }
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  return <main className={shell.screen}>{children(query.data)}</main>;
}
