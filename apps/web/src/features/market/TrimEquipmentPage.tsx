import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Breadcrumbs, DataList } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { GEARBOX } from './labels';
import { routerLink } from './router-link';
import { engineText, price } from './text';
import * as styles from './market.css';

/** `/new-auto/equipment/{slug}`: one trim's whole equipment by group — standard, options with their prices, absent. */
export function TrimEquipmentPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(marketQueries.trim(http, slug));
  const car = `${data.brand.name} ${data.model.name}`;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: t`Маркет`, href: '/market' },
          { label: data.brand.name, href: `/market/${data.brand.slug}` },
          { label: data.model.name, href: `/market/${data.brand.slug}/${data.model.slug}` },
          { label: data.trim.name },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t`${car} ${data.trim.name}: оснащение`}</h1>
        <p className={styles.lead}>
          {engineText(i18n, data.trim.specs)} · {i18n._(GEARBOX[data.trim.specs.transmission])} · {t`от ${price(data.trim.price, locale)}`}
        </p>
        <nav aria-label={t`Другие комплектации`} className={styles.row}>
          {data.trims.map((x) =>
            x.slug === slug ? (
              <strong key={x.slug}>{x.name}</strong>
            ) : (
              <Link key={x.slug} to="/new-auto/equipment/$id" params={{ id: x.slug }}>
                {x.name}
              </Link>
            ),
          )}
        </nav>
      </header>
      {data.equipment.map((g) => (
        <section key={g.group} className={styles.section} aria-labelledby={`g-${g.group}`}>
          <h2 id={`g-${g.group}`} className={styles.sectionTitle}>
            {g.name}
          </h2>
          <DataList
            columns={2}
            items={g.items.map((i) => ({
              key: i.code,
              term: i.name,
              detail: i.status === 'standard' ? t`в стандарте` : i.status === 'option' ? t`опция, ${price(i.price ?? 0, locale)}` : t`нет`,
            }))}
          />
        </section>
      ))}
      <p>
        <Link to="/market/$mark/$model" params={{ mark: data.brand.slug, model: data.model.slug }}>
          {t`Все комплектации ${car} и предложения дилеров`}
        </Link>
      </p>
    </div>
  );
}
