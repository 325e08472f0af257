import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { announcementQueries, inspectionQueries, useHttp } from '@jolda/api-client';
import { EmptyState } from '@jolda/ui';
import { AnnouncementCard } from './AnnouncementCard';
import { adsCount } from './ads-count';
import { useLocale } from '../../shared/use-locale';
import { RoutePagination } from '../../shared/RoutePagination';
import * as styles from './AnnouncementPage.css';
import { sellerSearch } from './seller-route';
import { SellerSince } from './SellerSince';
import { DealerContacts } from './DealerContacts';

/**
 * `/announcement/user/{id}`: the seller (name, private or dealer, member since; a dealer's address, phones and hours)
 * and their published announcements, newest first, 20 a page.
 */
export function SellerAnnouncementsPage({ sellerId, page, basePath }: { sellerId: number; page: number; basePath: '/announcement/user/$id' }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(announcementQueries.search(http, sellerSearch(sellerId, page)));
  const { data: seller } = useSuspenseQuery(announcementQueries.seller(http, sellerId));
  const locale = useLocale();
  // The seller's inspected cars have their own view (/inspected/user/{id}): linked when there are any.
  const inspected = useQuery(inspectionQueries.seller(http, sellerId, 1)).data?.total ?? 0;
  return (
    <div className={`${styles.page} ${styles.stack}`}>
      <header className={styles.sellerHeader}>
        <h1 className={styles.title}>{seller.name}</h1>
        <p className={styles.metaLine}>
          <SellerSince seller={seller} />
        </p>
        <p className={styles.muted}>{adsCount(i18n, data.total, locale)}</p>
        {inspected > 0 ? (
          <Link to="/inspected/user/$id" params={{ id: sellerId }} className={styles.sellerLink} data-testid="seller-inspected-link">
            {t`Проверенные Jolda: ${inspected}`}
          </Link>
        ) : null}
      </header>
      {seller.dealer ? <DealerContacts slug={seller.dealer.slug} /> : null}
      {data.items.length === 0 ? (
        <EmptyState title={t`У продавца нет опубликованных объявлений`} />
      ) : (
        <ul className={styles.cardGrid}>
          {data.items.map((car, i) => (
            <li key={car.id}>
              <AnnouncementCard car={car} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.similar}>
        <RoutePagination
          page={data.page}
          pageCount={data.pages}
          link={(n) => ({ to: basePath, params: { id: sellerId }, search: n > 1 ? { page: n } : {} })}
        />
      </div>
    </div>
  );
}
