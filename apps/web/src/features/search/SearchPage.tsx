import { Suspense, useState } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, pluralCategory } from '@jolda/i18n';
import { ArrowDownUp, SlidersHorizontal } from '@jolda/ui/icons';
import { SORTS, type AnnouncementCard as Card, type Sort } from '@jolda/contracts';
import { announcementQueries, useHttp } from '@jolda/api-client';
import { Box, Button, EmptyState, Inline, NativeSelect, VisuallyHidden } from '@jolda/ui';
import { AnnouncementCard } from '../announcements';
import {
  PAGE_SIZE,
  buildCarsPath,
  toSearchQuery,
  type CarsFilter,
  type DeepLinkCatalog,
  type FilterKey,
} from './deep-link';
import { useDevice } from '../device';
import { forgetCity, rememberCity } from '../../shared/buyer-city';
import { useLocale } from '../../shared/use-locale';
import { SaveSearchButton } from './SaveSearchButton';
import { loadDeepLinkCatalog, useSearchOnScreen } from './deep-link-step';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import { RoutePagination } from '../../shared/RoutePagination';
import { FilterPanel } from './filter-panel-lazy';
import { FilterChips } from './FilterChips';
import type { ApplyOptions } from './FilterPanel';
import * as styles from './search.css';

/**
 * The filter form and the sheet around it are their own chunks: a phone's first load of a result list then carries no
 * form controls (react-aria's select, checkboxes, dialog) to download, evaluate and hydrate; they load on the first tap
 * on "Фильтры" (or as soon as a finger or focus reaches the button). The desktop sidebar's form comes with the results
 * (see `filter-panel-lazy.ts`).
 */
const FilterSheet = preloadable(() => import('./FilterSheet').then((m) => m.FilterSheet));

export interface SearchPageProps {
  filter: CarsFilter;
  catalog: DeepLinkCatalog;
  /** Names for the heading: "Toyota Camry в Алматы". */
  heading: string;
}

function CarsLink({
  filter,
  catalog,
  children,
  ...rest
}: {
  filter: CarsFilter;
  catalog: DeepLinkCatalog;
  children: React.ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}) {
  const loc = buildCarsPath(filter, catalog);
  return (
    <Link to="/cars/$" params={{ _splat: loc.splat }} search={loc.searchObject as never} {...rest}>
      {children}
    </Link>
  );
}

/**
 * The buyer's city follows their choices of place in the search: a city chosen is remembered, a city removed (a chip,
 * "Весь Казахстан", "Сбросить всё", another place) is forgotten — else a search with no place would go back to it.
 */
function rememberPlaceChange(from: CarsFilter, to: CarsFilter): void {
  if (to.city && to.city !== from.city) rememberCity(to.city);
  else if (from.city && !to.city) forgetCity();
}

/** Filters that narrow a search most, in the order the empty state offers to drop them. */
const WIDEN_ORDER: FilterKey[] = [
  'generation',
  'model',
  'priceTo',
  'priceFrom',
  'yearFrom',
  'yearTo',
  'mileageTo',
  'mileageFrom',
  'engineFrom',
  'engineTo',
  'city',
  'region',
  'body',
  'fuel',
  'transmission',
  'drive',
  'color',
  'condition',
  'steering',
  'customsCleared',
  'sellerType',
  'withPhotos',
  'exchange',
  'credit',
  'brand',
];

/**
 * How many pages "show more" added, per search URL, for this tab's lifetime: coming back to a list (back button) shows
 * the same cards again at once from the query cache, so the scroll position is restored onto the same content.
 */
const extraPages = new Map<string, number>();

export function SearchPage({ filter, catalog, heading }: SearchPageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = toSearchQuery(filter);
  const { data } = useSuspenseQuery(announcementQueries.search(http, query));
  const [loadingMore, setLoadingMore] = useState(false);
  useSearchOnScreen();
  const sheet = usePreloadedOverlay(FilterSheet);
  const page = filter.page ?? 1;
  const key = buildCarsPath(filter, catalog);
  const urlKey = key.pathname + key.search;
  /** The cards of the pages "show more" added for this URL that are still in the query cache. */
  const restoreMore = (): Card[] => {
    const out: Card[] = [];
    for (let n = 1; n <= (extraPages.get(urlKey) ?? 0); n++) {
      const cached = queryClient.getQueryData(
        announcementQueries.search(http, { ...query, page: page + n }).queryKey,
      );
      if (!cached) break;
      out.push(...cached.items);
    }
    return out;
  };
  const [added, setAdded] = useState<{ key: string; items: Card[] }>(() => ({
    key: urlKey,
    items: restoreMore(),
  }));
  const more = added.key === urlKey ? added.items : restoreMore();
  const shownPages = page + Math.ceil(more.length / PAGE_SIZE);

  /** Shows the filter's results: a new history entry, or (typing in the live sidebar) the current one replaced. */
  const go = async (next: CarsFilter, options?: ApplyOptions) => {
    rememberPlaceChange(filter, next);
    const brands = next.brand?.length === 1 ? next.brand : [];
    const cat = brands.length ? await loadDeepLinkCatalog(queryClient, http, brands) : catalog;
    const loc = buildCarsPath(next, cat);
    sheet.setOpen(false);
    await navigate({
      to: '/cars/$',
      params: { _splat: loc.splat },
      search: loc.searchObject as never,
      replace: options?.replace ?? false,
      resetScroll: !options, // the live sidebar keeps the reader where they are
    });
  };

  const sortLabels: Record<Sort, string> = {
    newest: t`Сначала новые`,
    cheapest: t`Сначала дешёвые`,
    expensive: t`Сначала дорогие`,
    year_desc: t`По году: новее`,
    mileage_asc: t`С меньшим пробегом`,
  };
  /** The sort's word on a phone (the icon says "order"). */
  const sortShortLabels: Record<Sort, string> = {
    newest: t({ message: 'Новые', context: 'sort, short' }),
    cheapest: t({ message: 'Дешёвые', context: 'sort, short' }),
    expensive: t({ message: 'Дорогие', context: 'sort, short' }),
    year_desc: t({ message: 'Год', context: 'sort, short' }),
    mileage_asc: t({ message: 'Пробег', context: 'sort, short' }),
  };
  const sort = filter.sort ?? 'newest';
  const active = WIDEN_ORDER.filter((k) => filter[k] !== undefined);
  const items = [...data.items, ...more];
  const found = formatNumber(data.total, locale);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.found} aria-live="polite">
        {/* A select on the plural category, not <Plural>: Lingui's # builds an Intl number formatter (see @jolda/i18n). */}
        <Select
          value={pluralCategory(data.total, locale)}
          _one={`Найдено ${found} объявление`}
          _few={`Найдено ${found} объявления`}
          _many={`Найдено ${found} объявлений`}
          other={`Найдено ${found} объявления`}
        />
      </p>
      <div className={styles.layout}>
        <FilterSidebar filter={filter} onApply={go} />
        <section className={styles.results} aria-labelledby="search-results-heading">
          <VisuallyHidden id="search-results-heading" role="heading" aria-level={2}>
            {t`Результаты`}
          </VisuallyHidden>
          <FilterChips filter={filter} onChange={go} />
          {/* One row on a phone (filters with their count, sort, save as an icon): the first card starts within the first
              quarter of the screen below the header (issue 23 item 4). */}
          <div className={styles.controls}>
            <Box display={{ lg: 'none' }} flexShrink={0}>
              <Button
                variant="secondary"
                iconStart={<SlidersHorizontal size={18} />}
                loading={sheet.loading}
                {...sheet.triggerProps}
              >
                {/* The sliders icon stands for the word on a phone, so the sort's word fits beside it at 320 px (with
                    the word it had 40 px); the count stays. */}
                <span className={styles.phoneHidden}>
                  <Trans>Фильтры</Trans>
                </span>
                {active.length ? ` (${active.length})` : ''}
              </Button>
            </Box>
            <div className={styles.controlsEnd}>
              <SaveSearchButton filter={filter} />
              {/* On a phone the select shows a sort icon and a short word over its own text ("Новые"), so every order
                  fits beside the filters at 320 px (kk "Жылы бойынша: жаңалары" needed 215 px of 185); the picker, the
                  select's value for screen readers and a wide screen keep the full wording (issue 23). */}
              <div className={styles.sort}>
                <NativeSelect<Sort>
                  label={t`Сортировка`}
                  hideLabel
                  value={sort}
                  onChange={(v) =>
                    void go({ ...filter, sort: v && v !== 'newest' ? v : undefined, page: undefined })
                  }
                  options={SORTS.map((s) => ({ value: s, label: sortLabels[s] }))}
                />
                <span className={styles.sortShort} aria-hidden="true" data-testid="sort-short">
                  <Box as="span" display="flex" flexShrink={0} color="textMuted">
                    <ArrowDownUp size={16} />
                  </Box>
                  <span className={styles.sortShortText}>{sortShortLabels[sort]}</span>
                </span>
              </div>
            </div>
          </div>
          {items.length === 0 ? (
            <EmptyState
              title={<Trans>Ничего не нашлось</Trans>}
              description={
                active.length ? (
                  <Trans>Попробуйте убрать один из фильтров — так найдётся больше машин.</Trans>
                ) : (
                  <Trans>Объявлений пока нет.</Trans>
                )
              }
              actions={
                <Inline space="2" align="center" alignY="stretch">
                  {active.slice(0, 3).map((k) => (
                    <CarsLink
                      key={k}
                      filter={{
                        ...filter,
                        [k]: undefined,
                        ...(k === 'model' ? { generation: undefined } : {}),
                        ...(k === 'brand' ? { model: undefined, generation: undefined } : {}),
                        page: undefined,
                      }}
                      catalog={catalog}
                      {...(k === 'city' ? { onClick: forgetCity } : {})}
                    >
                      <WidenLabel filterKey={k} />
                    </CarsLink>
                  ))}
                  {active.length ? (
                    <CarsLink filter={{}} catalog={catalog} onClick={() => rememberPlaceChange(filter, {})}>
                      <Trans>Сбросить все фильтры</Trans>
                    </CarsLink>
                  ) : null}
                </Inline>
              }
            />
          ) : (
            <ul className={styles.grid}>
              {items.map((car, i) => (
                <li key={car.id} className={styles.gridItem}>
                  <AnnouncementCard car={car} priority={i < 2} />
                </li>
              ))}
            </ul>
          )}
          {shownPages < data.pages ? (
            <Box display={{ base: 'flex', lg: 'none' }} justifyContent="center" marginTop="6">
              <Button
                variant="secondary"
                loading={loadingMore}
                onClick={async () => {
                  setLoadingMore(true);
                  try {
                    const next = await queryClient.fetchQuery(
                      announcementQueries.search(http, { ...query, page: shownPages + 1 }),
                    );
                    extraPages.set(urlKey, shownPages + 1 - page);
                    setAdded({ key: urlKey, items: [...more, ...next.items] });
                  } finally {
                    setLoadingMore(false);
                  }
                }}
              >
                <Trans>Показать ещё</Trans>
              </Button>
            </Box>
          ) : null}
          <Box display="flex" justifyContent="center" marginTop="6">
            <RoutePagination
              page={page}
              pageCount={data.pages}
              link={(n) => {
                const loc = buildCarsPath({ ...filter, page: n }, catalog);
                return { to: '/cars/$', params: { _splat: loc.splat }, search: loc.searchObject as never };
              }}
            />
          </Box>
        </section>
      </div>
      {sheet.mounted ? (
        <Suspense fallback={null}>
          <FilterSheet open={sheet.open} onOpenChange={sheet.setOpen} filter={filter} onApply={go} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The desktop filter sidebar. On a phone it is hidden (the bottom sheet has the filters), so it is not rendered at
 * all there: the server goes by its guess from the user agent, the browser by the measured viewport once hydrated.
 * That saves a phone the markup and the hydration of a hundred controls it would never show.
 */
function FilterSidebar({
  filter,
  onApply,
}: {
  filter: CarsFilter;
  onApply: (f: CarsFilter, options?: ApplyOptions) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const mobileGuess = useRouteContext({ from: '__root__', select: (c) => c.boot.mobile === true });
  const measured = useDevice((s) => (s.width === null ? null : s.isMobile));
  if (measured ?? mobileGuess) return null;
  // The boundary is outside the sidebar: while the form's code is still coming (a phone guess proved wrong by the
  // measured viewport), there is no sidebar at all rather than an empty grey box beside the cards.
  return (
    <Suspense fallback={null}>
      <aside className={styles.sidebar} aria-label={t`Фильтры`} data-testid="filter-sidebar">
        <FilterPanel value={filter} onApply={onApply} live />
      </aside>
    </Suspense>
  );
}

function WidenLabel({ filterKey }: { filterKey: FilterKey }) {
  const { t } = useLingui();
  const labels: Partial<Record<FilterKey, string>> = {
    brand: t`Без марки`,
    model: t`Все модели`,
    generation: t`Все поколения`,
    priceFrom: t`Без нижней цены`,
    priceTo: t`Без верхней цены`,
    yearFrom: t`Любой год от`,
    yearTo: t`Любой год до`,
    mileageFrom: t`Любой пробег от`,
    mileageTo: t`Любой пробег до`,
    city: t`Весь Казахстан`,
    region: t`Весь Казахстан`,
  };
  return <>{labels[filterKey] ?? t`Убрать фильтр`}</>;
}
