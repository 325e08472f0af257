import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { BODY_TYPES, DRIVES, FUELS, OFFER_SORTS, TRANSMISSIONS, type OfferSort } from '@jolda/contracts';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Button, EmptyState, NativeSelect, PriceInput } from '@jolda/ui';
import { SlidersHorizontal } from '@jolda/ui/icons';
import { BODY, DRIVE, FUEL, GEARBOX } from './labels';
import { MarketNav } from './MarketNav';
import { type NewAutoFilter, buildNewAutoLink, newAutoHref, toOfferQuery, withoutPage } from './new-auto-link';
import type { NewAutoData } from './new-auto-route';
import { OfferCardItem } from './OfferCardItem';
import { RoutePagination } from '../../shared/RoutePagination';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import * as styles from './market.css';

/** The filters' bottom sheet (narrow screens), loaded when the buyer reaches for its button (`NewAutoFilterSheet`). */
const FilterSheet = preloadable(() => import('./NewAutoFilterSheet').then((m) => m.NewAutoFilterSheet));

const one = <T,>(xs: T[] | undefined) => (xs?.length === 1 ? xs[0]! : null);

/**
 * `/new-auto/{filter…}`: dealers' offers with filters that live in the URL (brand and model in the path, the rest in
 * the query), a live count of the edited filter before it is applied, a sort and pages.
 */
export function NewAutoSearchPage({ data }: { data: NewAutoData }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const navigate = useNavigate();
  const filter = data.filter;
  const { data: result } = useSuspenseQuery(marketQueries.offers(http, toOfferQuery(filter)));
  const cities = useSuspenseQuery(marketQueries.cities(http)).data.items;
  const [draft, setDraft] = useState<NewAutoFilter>(() => withoutPage(filter));
  useEffect(() => setDraft(withoutPage(filter)), [filter]);
  const dirty = newAutoHref(draft) !== newAutoHref(withoutPage(filter));
  const count = useQuery({ ...marketQueries.offerCount(http, toOfferQuery(draft)), enabled: dirty });
  const go = (f: NewAutoFilter) => {
    const { splat, searchObject } = buildNewAutoLink(f);
    void navigate({ to: '/new-auto/$', params: { _splat: splat }, search: searchObject as never });
  };
  const set = (patch: Partial<NewAutoFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const what = [data.names.brand, data.names.model].filter(Boolean).join(' ');
  const total = result.total;
  const shownCount = dirty ? count.data?.total : total;
  const sortLabels: Record<OfferSort, string> = {
    price_asc: t`Сначала дешевле`,
    price_desc: t`Сначала дороже`,
    discount: t`С наибольшей скидкой`,
    newest: t`Сначала новые`,
  };
  const models = draft.brand ? (draft.brand === filter.brand ? result.facets.models : []) : [];
  const sheet = usePreloadedOverlay(FilterSheet);
  const activeFilters = [
    filter.brand,
    filter.model,
    filter.city,
    filter.body,
    filter.priceFrom,
    filter.priceTo,
    filter.fuel,
    filter.transmission,
    filter.drive,
    filter.inStock,
  ].filter((v) => v !== undefined && v !== null && !(Array.isArray(v) && !v.length)).length;
  const filtersForm = (inSheet: boolean) => (
    <form
      className={inSheet ? styles.filtersInSheet : styles.filters}
      aria-label={t`Фильтры`}
      onSubmit={(e) => {
        e.preventDefault();
        sheet.setOpen(false);
        go(draft);
      }}
    >
      <NativeSelect
        label={t`Марка`}
        value={draft.brand ?? null}
        placeholder={t`Все марки`}
        options={result.facets.brands.map((b) => ({ value: b.slug, label: `${b.name} (${b.count})` }))}
        onChange={(v) => set({ brand: v ?? undefined, model: undefined })}
      />
      <NativeSelect
        label={t`Модель`}
        value={draft.model ?? null}
        placeholder={draft.brand ? t`Все модели` : t`Сначала выберите марку`}
        disabled={!models.length}
        options={models.map((m) => ({ value: m.slug, label: `${m.name} (${m.count})` }))}
        onChange={(v) => set({ model: v ?? undefined })}
      />
      <NativeSelect
        label={t`Город`}
        value={draft.city ?? null}
        placeholder={t`Все города`}
        options={cities.map((c) => ({ value: c.slug, label: c.name }))}
        onChange={(v) => set({ city: v ?? undefined })}
      />
      <NativeSelect
        label={t`Кузов`}
        value={one(draft.body)}
        placeholder={t`Любой`}
        options={BODY_TYPES.map((b) => ({ value: b, label: i18n._(BODY[b]) }))}
        onChange={(v) => set({ body: v ? [v] : undefined })}
      />
      <div className={styles.twoCols}>
        <PriceInput label={t`Цена от`} value={draft.priceFrom ?? null} onValueChange={(v) => set({ priceFrom: v ?? undefined })} />
        <PriceInput label={t`Цена до`} value={draft.priceTo ?? null} onValueChange={(v) => set({ priceTo: v ?? undefined })} />
      </div>
      <NativeSelect
        label={t`Топливо`}
        value={one(draft.fuel)}
        placeholder={t`Любое`}
        options={FUELS.filter((f) => f !== 'gas' && f !== 'gas_petrol').map((f) => ({
          value: f,
          label: i18n._(FUEL[f]),
        }))}
        onChange={(v) => set({ fuel: v ? [v] : undefined })}
      />
      <NativeSelect
        label={t`Коробка передач`}
        value={one(draft.transmission)}
        placeholder={t`Любая`}
        options={TRANSMISSIONS.filter((g) => g !== 'tiptronic').map((g) => ({
          value: g,
          label: i18n._(GEARBOX[g]),
        }))}
        onChange={(v) => set({ transmission: v ? [v] : undefined })}
      />
      <NativeSelect
        label={t`Привод`}
        value={one(draft.drive)}
        placeholder={t`Любой`}
        options={DRIVES.map((d) => ({ value: d, label: i18n._(DRIVE[d]) }))}
        onChange={(v) => set({ drive: v ? [v] : undefined })}
      />
      {/* Native: the `@jolda/ui` Checkbox brought react-aria's checkbox, toggle and form-validation modules (~17 kB). */}
      <label className={styles.toggleCheck}>
        <input type="checkbox" checked={draft.inStock === true} onChange={(e) => set({ inStock: e.currentTarget.checked || undefined })} />
        {t`Только в наличии`}
      </label>
      <Button type="submit" variant="primary" disabled={!dirty} data-testid={inSheet ? 'new-auto-apply-sheet' : 'new-auto-apply'}>
        {dirty && shownCount !== undefined ? t`Показать ${shownCount} предложений` : t`Показать`}
      </Button>
      {newAutoHref(withoutPage(filter)) !== '/new-auto' ? (
        <Link to="/new-auto/$" params={{ _splat: '' }}>
          {t`Сбросить фильтры`}
        </Link>
      ) : null}
    </form>
  );

  return (
    <div className={styles.page}>
      <MarketNav city={filter.city ?? 'almaty'} current="search" />
      <header className={styles.header}>
        <h1 className={styles.title}>{what ? t`Новые ${what}` : t`Новые автомобили от дилеров`}</h1>
        <p className={styles.lead} data-testid="new-auto-total">
          {t`Найдено предложений: ${total}`}
          {data.names.city ? ` — ${data.names.city}` : ''}
        </p>
      </header>
      <div className={styles.searchLayout}>
        {/* The filters (hidden on a phone) and the results in Suspense boundaries of their own: React hydrates each
            after the heading and the toolbar at idle priority, and a tap inside one before then hydrates that part
            alone, not the whole page. */}
        <aside className={styles.filtersAside}>
          <Suspense fallback={null}>{filtersForm(false)}</Suspense>
        </aside>
        <div className={styles.section}>
          <div className={styles.toolbar}>
            <div className={styles.filtersButton}>
              <Button
                variant="secondary"
                iconStart={<SlidersHorizontal size={18} />}
                loading={sheet.loading}
                {...sheet.triggerProps}
                data-testid="new-auto-filters"
              >
                {t`Фильтры`}
                {activeFilters ? ` (${activeFilters})` : ''}
              </Button>
            </div>
            <NativeSelect<OfferSort>
              label={t`Сортировка`}
              value={filter.sort ?? 'price_asc'}
              options={OFFER_SORTS.map((s) => ({ value: s, label: sortLabels[s] }))}
              onChange={(v) => go({ ...withoutPage(filter), sort: v && v !== 'price_asc' ? v : undefined })}
            />
          </div>
          <Suspense fallback={null}>
            {result.items.length ? (
              <ul className={styles.grid} data-testid="new-auto-results">
                {result.items.map((o, i) => (
                  <li key={o.id}>
                    <OfferCardItem offer={o} priority={i < 2} headingLevel={2} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                title={t`Ничего не найдено`}
                description={t`Измените фильтры: например, уберите цену или город.`}
                actions={
                  <Link to="/new-auto/$" params={{ _splat: '' }}>
                    {t`Сбросить фильтры`}
                  </Link>
                }
              />
            )}
            <RoutePagination
              page={result.page}
              pageCount={result.pages}
              link={(n) => {
                const { splat, searchObject } = buildNewAutoLink({ ...filter, page: n });
                return { to: '/new-auto/$', params: { _splat: splat }, search: searchObject as never };
              }}
            />
          </Suspense>
        </div>
      </div>
      {sheet.mounted && sheet.open ? (
        <Suspense fallback={null}>
          <FilterSheet onOpenChange={sheet.setOpen} title={t`Фильтры`} closeLabel={t`Закрыть`}>
            {filtersForm(true)}
          </FilterSheet>
        </Suspense>
      ) : null}
    </div>
  );
}
