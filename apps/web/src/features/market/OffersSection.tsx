import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MarketModelPage } from '@jolda/contracts';
import { Button, EmptyState, SegmentedControl } from '@jolda/ui';
import { OfferCardItem } from './OfferCardItem';
import * as styles from './market.css';

const FIRST = 6;

/** Dealers' cars of the model in the city: in stock first (the API's order), or by price; six first, the rest on demand. */
export function OffersSection({ page }: { page: MarketModelPage }) {
  const { t } = useLingui();
  const [order, setOrder] = useState<'stock' | 'price'>('stock');
  const [all, setAll] = useState(false);
  const offers = order === 'stock' ? page.offers : [...page.offers].sort((a, b) => a.finalPrice - b.finalPrice || a.id - b.id);
  const shown = all ? offers : offers.slice(0, FIRST);
  const total = page.offerCount;
  return (
    <section className={styles.section} aria-labelledby="offers-title" id="offers">
      <div className={styles.sectionHead}>
        <h2 id="offers-title" className={styles.sectionTitle}>
          {t`Предложения дилеров — ${page.city.name}`}
        </h2>
        {offers.length > 1 ? (
          <SegmentedControl
            label={t`Порядок предложений`}
            size="sm"
            value={order}
            onChange={setOrder}
            options={[
              { value: 'stock', label: t`Сначала в наличии` },
              { value: 'price', label: t`Сначала дешевле` },
            ]}
          />
        ) : null}
      </div>
      {offers.length ? (
        <>
          <ul className={styles.grid} data-testid="model-offers">
            {shown.map((o) => (
              <li key={o.id}>
                <OfferCardItem offer={o} />
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {!all && offers.length > FIRST ? (
              <Button variant="secondary" onClick={() => setAll(true)}>
                {t`Показать все: ${offers.length}`}
              </Button>
            ) : null}
            {total > offers.length ? (
              <Link to="/new-auto/$" params={{ _splat: `${page.brand.slug}/${page.model.slug}` }} search={{ city: page.city.slug } as never}>
                {t`Все предложения (${total})`}
              </Link>
            ) : null}
          </div>
        </>
      ) : (
        <EmptyState
          title={t`В этом городе сейчас нет машин в наличии`}
          description={t`Оставьте заявку — дилер предложит машину под заказ или из другого города.`}
        />
      )}
    </section>
  );
}
