import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Badge, Breadcrumbs, Button, DataList, PriceTag } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { BuyButton } from './BuyButton';
import { DealerItem } from './DealerItem';
import { DRIVE, GEARBOX } from './labels';
import { OfferCardItem } from './OfferCardItem';
import { routerLink } from './router-link';
import { dayMonth, decimal, engineText, num } from './text';
import * as styles from './market.css';

/** `/new-auto/detail/{id}`: a dealer's car — colour, price and discount, in stock or when, specs, equipment, the dealer. */
export function OfferPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(marketQueries.offer(http, id));
  const o = data.offer;
  const s = data.trim.specs;
  const car = `${o.brand.name} ${o.model.name}`;
  const date = o.readyOn ? dayMonth(o.readyOn, locale) : '';
  const modelLink = { to: '/market/$mark/$model' as const, params: { mark: o.brand.slug, model: o.model.slug } };
  const equipment = data.equipment.map((g) => ({ ...g, items: g.items.filter((i) => i.status === 'standard') }));
  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: t`Новые авто`, href: '/new-auto' },
          { label: o.brand.name, href: `/market/${o.brand.slug}` },
          { label: o.model.name, href: `/market/${o.brand.slug}/${o.model.slug}` },
          { label: o.trim.name },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {car} {o.trim.name}, {o.year}
        </h1>
        <div className={styles.row}>
          {o.availability === 'in_stock' ? <Badge tone="success">{t`В наличии`}</Badge> : <Badge tone="info">{t`Под заказ к ${date}`}</Badge>}
          {o.local ? <Badge>{t`Сборка в Казахстане`}</Badge> : null}
          <span className={styles.muted}>
            <span className={styles.swatch} style={{ backgroundColor: o.colour.hex }} aria-hidden="true" /> {o.colour.name}
          </span>
        </div>
      </header>
      <div className={styles.split}>
        <img className={styles.hero} src={data.colour.photo} alt={t`${car}, цвет: ${o.colour.name}`} width={800} height={600} fetchPriority="high" />
        <div className={styles.panel}>
          <div className={styles.summary}>
            <PriceTag amount={o.finalPrice} previousAmount={o.discount ? o.price : undefined} previousLabel={t`Цена без скидки`} locale={locale} size="lg" />
            {o.discount ? <span className={styles.muted}>{t`Скидка дилера ${num(o.discount, locale)} ₸`}</span> : null}
          </div>
          <DataList
            items={[
              { key: 'engine', term: t`Двигатель`, detail: engineText(i18n, s) },
              { key: 'gearbox', term: t`Коробка`, detail: i18n._(GEARBOX[s.transmission]) },
              { key: 'drive', term: t`Привод`, detail: i18n._(DRIVE[s.drive]) },
              { key: 'acceleration', term: t`Разгон 0–100 км/ч`, detail: t`${decimal(s.acceleration)} с` },
              { key: 'consumption', term: t`Расход`, detail: s.fuel === 'electric' ? t`${decimal(s.consumption)} кВт·ч/100 км` : t`${decimal(s.consumption)} л/100 км` },
            ]}
          />
          <div className={styles.actions}>
            <BuyButton brand={o.brand.slug} model={o.model.slug} offer={o.id} />
            <Button variant="primary" render={(p) => <Link {...p} {...modelLink} hash="credit" />}>
              {t`Рассчитать кредит`}
            </Button>
            <Button variant="secondary" render={(p) => <Link {...p} {...modelLink} hash="test-drive" />}>
              {t`Записаться на тест-драйв`}
            </Button>
          </div>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="dealer">
        <h2 id="dealer" className={styles.sectionTitle}>
          {t`Продавец`}
        </h2>
        <DealerItem dealer={data.dealer} />
      </section>
      <section className={styles.section} aria-labelledby="equipment">
        <div className={styles.sectionHead}>
          <h2 id="equipment" className={styles.sectionTitle}>
            {t`В стандартном оснащении`}
          </h2>
          <Link to="/new-auto/equipment/$id" params={{ id: o.trim.slug }}>
            {t`Всё оснащение и опции`}
          </Link>
        </div>
        <DataList columns={2} items={equipment.map((g) => ({ key: g.group, term: g.name, detail: g.items.map((i) => i.name).join(', ') || '—' }))} />
      </section>
      {data.similar.length ? (
        <section className={styles.section} aria-labelledby="similar">
          <h2 id="similar" className={styles.sectionTitle}>
            {t`Другие ${car} — ${o.dealer.city.name}`}
          </h2>
          <ul className={styles.grid}>
            {data.similar.map((x) => (
              <li key={x.id}>
                <OfferCardItem offer={x} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
