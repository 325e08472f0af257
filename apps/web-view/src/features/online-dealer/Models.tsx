import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { marketQueries, useHttp } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { Badge } from '@jolda/ui';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { ScreenLink } from '../shell/ScreenLink';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { dayMonth, offerSpecs } from './text';
import * as styles from './od.css';

const OD = '/web-view/online-dealer';
const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v);
  const text = s.toString();
  return text ? `?${text}` : '';
};

/**
 * The tiles a phone shows without scrolling load at once (the first one is the screen's largest paint, which the web
 * server also preloads); the rest when scrolled to.
 */
function tileImageLoading(i: number) {
  return i === 0 ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: i < ABOVE_THE_FOLD ? 'eager' : 'lazy' } as const);
}
const ABOVE_THE_FOLD = 5;

/**
 * `/web-view/online-dealer/models`: the online dealer's catalogue in three steps on one screen — the brands on sale in
 * the city (`?city=`), a brand's models (`?brand=`), a model's offers (`&model=`), each a dealer's car to open.
 */
export function Models({ search }: { search: URLSearchParams }) {
  const city = search.get('city') ?? undefined;
  const brand = search.get('brand');
  const model = search.get('model');
  if (brand && model) return <ModelOffers brand={brand} model={model} city={city} />;
  if (brand) return <BrandModels brand={brand} city={city} />;
  return <Brands city={city} />;
}

function Brands({ city }: { city: string | undefined }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const query = useQuery(marketQueries.home(http, { city }));
  useScreenReady(query.isSuccess, query.data ? t`Новые автомобили — ${query.data.city.name}` : null);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t`Город не найден`} description={t`В этом городе нет официальных дилеров Jolda.`} />;
    return <LoadErrorState onRetry={() => void query.refetch()} />;
  }
  const home = query.data;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{t`Новые автомобили`}</h1>
      <p className={shell.muted}>{t`${home.city.name}: ${home.offerCount} предложений официальных дилеров`}</p>
      <ul className={shell.list} data-testid="brands">
        {home.brands.map((b, i) => (
          <li key={b.slug}>
            <ScreenLink to={`${OD}/models${q({ city, brand: b.slug })}`} className={styles.tile}>
              <img className={styles.tileImage} src={b.photo} alt="" width={112} height={84} {...tileImageLoading(i)} />
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>{b.name}</span>
                <span className={shell.muted}>{t`Моделей: ${b.modelCount} · ${b.country}`}</span>
                <span className={styles.price}>{t`от ${formatPrice(b.priceFrom, locale)}`}</span>
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

function BrandModels({ brand, city }: { brand: string; city: string | undefined }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const query = useQuery(marketQueries.brand(http, brand, { city }));
  useScreenReady(query.isSuccess, query.data ? query.data.brand.name : null);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t`Марка не найдена`} description={t`Этой марки нет у официальных дилеров.`} />;
    return <LoadErrorState onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{page.brand.name}</h1>
      <p className={shell.muted}>{t`Модели в продаже — ${page.city.name}`}</p>
      <ul className={shell.list} data-testid="models">
        {page.models.map((m, i) => (
          <li key={m.slug}>
            <ScreenLink to={`${OD}/models${q({ city, brand, model: m.slug })}`} className={styles.tile}>
              <img className={styles.tileImage} src={m.photo} alt="" width={112} height={84} {...tileImageLoading(i)} />
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>
                  {page.brand.name} {m.name}
                </span>
                <span className={shell.muted}>
                  {m.offerCount > 0 ? t`Предложений: ${m.offerCount}` : t`Нет в наличии у дилеров`}
                  {m.assembly.local ? ` · ${t`Сборка в Казахстане`}` : ''}
                </span>
                <span className={styles.price}>{t`от ${formatPrice(m.offerPriceFrom ?? m.priceFrom, locale)}`}</span>
              </span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

function ModelOffers({ brand, model, city }: { brand: string; model: string; city: string | undefined }) {
  const { t, i18n } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const query = useQuery(marketQueries.model(http, brand, model, { city }));
  const name = query.data ? `${query.data.brand.name} ${query.data.model.name}` : null;
  useScreenReady(query.isSuccess, name);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t`Модель не найдена`} description={t`Этой модели нет у официальных дилеров.`} />;
    return <LoadErrorState onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{name}</h1>
      <p className={shell.muted}>{t`Предложения дилеров — ${page.city.name}`}</p>
      {page.offers.length === 0 ? (
        <p>{t`Сейчас у дилеров этого города нет этой модели. Выберите другой город или запишитесь на тест-драйв.`}</p>
      ) : (
        <ul className={shell.list} data-testid="offers">
          {page.offers.map((o, i) => (
            <li key={o.id}>
              <ScreenLink to={`${OD}/detail/${o.id}`} className={styles.tile} testId="offer-link">
                <img className={styles.tileImage} src={o.photo} alt="" width={112} height={84} {...tileImageLoading(i)} />
                <span className={styles.tileBody}>
                  <span className={styles.tileTitle}>
                    {o.trim.name}, {o.year}
                  </span>
                  <span className={shell.muted}>{offerSpecs(i18n, locale, o)}</span>
                  <span className={shell.muted}>
                    <span className={styles.swatch} style={{ backgroundColor: o.colour.hex }} aria-hidden="true" /> {o.colour.name} · {o.dealer.name}
                  </span>
                  <span className={styles.row}>
                    <span className={styles.price}>{formatPrice(o.finalPrice, locale)}</span>
                    {o.availability === 'in_stock' ? (
                      <Badge tone="success">{t`В наличии`}</Badge>
                    ) : (
                      <Badge tone="info">{t`Под заказ к ${o.readyOn ? dayMonth(o.readyOn, locale) : ''}`}</Badge>
                    )}
                  </span>
                </span>
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
