import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';
import { NativeSelect } from '@jolda/ui';
import { rememberCity } from './city';
import * as styles from './market.css';

/**
 * The market's own links (main, premium, new cars search, dealers, autocentres) and the buyer's city. Choosing a city
 * remembers it (cookie) and reloads the page's data for it.
 */
export function MarketNav({ city, current }: { city: string; current?: 'market' | 'premium' | 'search' | 'dealers' | 'centres' }) {
  const { t } = useLingui();
  const http = useHttp();
  const navigate = useNavigate();
  const cities = useSuspenseQuery(marketQueries.cities(http)).data.items;
  const links = [
    { key: 'market', label: t`Все марки`, to: '/market' as const },
    { key: 'premium', label: t`Премиум`, to: '/market/premium' as const },
    { key: 'search', label: t`Поиск предложений`, to: '/new-auto/$' as const, params: { _splat: '' } },
    { key: 'dealers', label: t`Дилеры`, to: '/dealers/$address' as const, params: { address: city } },
    { key: 'centres', label: t`Автоцентры`, to: '/autocenters' as const },
  ];
  return (
    <div className={styles.nav}>
      <nav aria-label={t`Разделы маркета`}>
        <ul className={styles.navLinks}>
          {links.map((l) => (
            <li key={l.key}>
              <Link to={l.to} params={l.params as never} className={styles.navLink} aria-current={current === l.key ? 'page' : undefined} activeProps={{}}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NativeSelect
        label={t`Ваш город`}
        className={styles.citySelect}
        value={cities.some((c) => c.slug === city) ? city : null}
        placeholder={t`Выберите город`}
        options={cities.map((c) => ({ value: c.slug, label: c.name }))}
        onChange={(value) => {
          if (!value) return;
          rememberCity(value);
          void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, city: value }) } as never);
        }}
      />
    </div>
  );
}
