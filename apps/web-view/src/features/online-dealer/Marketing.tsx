import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { OfferDetail } from '@jolda/contracts';
import { marketQueries, useHttp } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { Badge } from '@jolda/ui';
import { useScreen } from '../../app/bridge-context';
import { ScreenLink } from '../shell/ScreenLink';
import * as shell from '../shell/shell.css';
import { OfferScreen } from './OfferScreen';
import * as styles from './od.css';

/**
 * `detail/marketing?id=`: the dealers' promotions on this model in the offer's city — every offer with a discount,
 * the largest first (the market's own offers sorted by discount; nothing here is written by hand).
 */
export function Marketing({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <OfferScreen id={id} title={() => t`Акции дилеров`}>
      {(d) => <Promotions detail={d} />}
    </OfferScreen>
  );
}

function Promotions({ detail: d }: { detail: OfferDetail }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const o = d.offer;
  const query = useQuery(marketQueries.offers(http, { brand: o.brand.slug, model: o.model.slug, city: o.dealer.city.slug, sort: 'discount', pageSize: 20 }));
  const promos = query.data?.items.filter((x) => x.discount > 0) ?? [];
  return (
    <>
      <h1 className={shell.title}>{t`Акции дилеров`}</h1>
      <p className={shell.muted}>
        {o.brand.name} {o.model.name} · {o.dealer.city.name}
      </p>
      {query.isPending ? (
        <p className={shell.muted}>{t`Загружаем акции…`}</p>
      ) : query.isError ? (
        <p role="alert">{t`Не удалось загрузить акции.`}</p>
      ) : promos.length === 0 ? (
        <p>{t`Сейчас скидок на эту модель нет. Загляните позже или посмотрите кредитные программы.`}</p>
      ) : (
        <ul className={shell.list} data-testid="promotions">
          {promos.map((x) => (
            <li key={x.id}>
              <ScreenLink to={`/web-view/online-dealer/detail/${x.id}`} className={styles.tile}>
                <img className={styles.tileImage} src={x.photo} alt="" width={112} height={84} loading="lazy" />
                <span className={styles.tileBody}>
                  <span className={styles.tileTitle}>
                    {x.trim.name} · {x.dealer.name}
                  </span>
                  <span className={styles.row}>
                    <Badge tone="success">{t`Скидка ${formatPrice(x.discount, locale)}`}</Badge>
                  </span>
                  <span className={styles.price}>{formatPrice(x.finalPrice, locale)}</span>
                </span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
