import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { clockTime } from '@jolda/contracts';
import { marketApi, marketQueries, useHttp } from '@jolda/api-client';
import { Button, DataList } from '@jolda/ui';
import { MapPin, Phone } from '@jolda/ui/icons';
import { WEEKDAYS, spacedPhone } from '../../shared/labels';
import * as styles from './AnnouncementPage.css';

/**
 * A dealer's address, hours and phones on the seller's page (`/announcement/user/{id}` of a dealer): what a buyer
 * needs to call or come by, from the dealer's own record (issue 23 item 12: the page showed none of it). The phones
 * come on request, as on the dealer's page.
 */
export function DealerContacts({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const dealer = useQuery(marketQueries.dealer(http, slug));
  const phones = useMutation({ mutationFn: () => marketApi.revealDealerPhones(http, slug) });
  const d = dealer.data?.dealer;
  if (!d) return null;
  const open = d.hours.some((h) => h !== null);
  return (
    <section className={styles.dealerContacts} aria-labelledby="dealer-contacts" data-testid="dealer-contacts">
      <h2 id="dealer-contacts" className={styles.blockTitle}>
        <Trans>Адрес и контакты</Trans>
      </h2>
      {d.address ? (
        <p className={styles.metaLine}>
          <MapPin aria-hidden size={16} /> {d.address}, {d.city.name}
        </p>
      ) : null}
      {phones.data ? (
        <ul className={styles.phoneList} data-testid="dealer-phones">
          {phones.data.phones.map((p) => (
            <li key={p}>
              <a className={styles.phone} href={`tel:${p}`}>
                <Phone aria-hidden size={18} /> {spacedPhone(p)}
              </a>
            </li>
          ))}
        </ul>
      ) : d.phoneCount > 0 ? (
        <div>
          <Button variant="secondary" iconStart={<Phone size={18} />} loading={phones.isPending} onClick={() => phones.mutate()}>
            <Trans>Показать телефон</Trans>
          </Button>
          {phones.isError ? (
            <p className={styles.error} role="alert">
              {t`Не удалось показать номер. Попробуйте ещё раз.`}
            </p>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <div>
          <h3 className={styles.subTitle}>
            <Trans>Часы работы</Trans>
          </h3>
          <DataList
            items={d.hours.map((h, i) => ({
              key: String(i),
              term: i18n._(WEEKDAYS[i]!),
              detail: h ? `${clockTime(h[0])}–${clockTime(h[1])}` : t`выходной`,
            }))}
          />
          <p className={styles.muted}>{t`Время алматинское.`}</p>
        </div>
      ) : null}
      <Link to="/dealer/$address" params={{ address: slug }} className={styles.sellerLink}>
        <Trans>Страница дилера</Trans>
      </Link>
    </section>
  );
}
