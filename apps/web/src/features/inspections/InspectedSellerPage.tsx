import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { announcementQueries, inspectionQueries, useHttp } from '@jolda/api-client';
import { formatDateParts } from '@jolda/i18n';
import { EmptyState } from '@jolda/ui';
import { ShieldCheck } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { RoutePagination } from '../../shared/RoutePagination';
import { AnnouncementCard } from '../announcements';
import { GRADE_LABELS } from './labels';
import * as styles from './inspections.css';

/**
 * `/inspected/user/{id}`: the seller's cars on sale that Jolda inspected — the same screen as their announcements,
 * narrowed to the inspected ones, latest inspection first, each with its grade and date and a link to its report.
 */
export function InspectedSellerPage({ sellerId, page }: { sellerId: number; page: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(inspectionQueries.seller(http, sellerId, page));
  const { data: seller } = useSuspenseQuery(announcementQueries.seller(http, sellerId));
  const inspected = data.total;
  const all = seller.activeCount;
  return (
    <div className={styles.page} data-testid="inspected-seller">
      <header className={styles.sellerHeader}>
        <h1 className={styles.title}>{seller.name}</h1>
        <p className={styles.muted}>{t`Проверено инспекторами Jolda: ${inspected}, всего в продаже: ${all}`}</p>
        <Link to="/announcement/user/$id" params={{ id: sellerId }} className={styles.switchLink} data-testid="inspected-seller-all">
          <Trans>Все объявления продавца</Trans>
        </Link>
      </header>
      {data.items.length === 0 ? (
        <EmptyState title={t`У продавца нет проверенных автомобилей в продаже`} />
      ) : (
        <ul className={styles.cardGrid}>
          {data.items.map((car, i) => {
            const grade = i18n._(GRADE_LABELS[car.inspection.grade]);
            const date = formatDateParts(car.inspection.inspectedAt, locale, { day: true, month: 'long', year: true });
            return (
              <li key={car.id} className={styles.cardItem} data-testid="inspected-seller-car">
                <AnnouncementCard car={car} priority={i < 4} />
                <p className={styles.cardMeta}>
                  <span className={styles.grade[car.inspection.grade]}>
                    <ShieldCheck aria-hidden size={16} /> {grade}
                  </span>
                  <Link to="/inspected/$id" params={{ id: car.id }} aria-label={t`Отчёт об осмотре: ${car.title}, ${date}`}>
                    {t`Отчёт от ${date}`}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <RoutePagination
        page={data.page}
        pageCount={data.pages}
        link={(n) => ({ to: '/inspected/user/$id', params: { id: sellerId }, search: n > 1 ? { page: n } : {} })}
      />
    </div>
  );
}
