import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { catalogQueries, searchQueries, useHttp } from '@jolda/api-client';
import { formatNumber, localizePath } from '@jolda/i18n';
import { Box, Button, Columns, NativeSelect, PriceInput } from '@jolda/ui';
import { Search } from '@jolda/ui/icons';
import { buildCarsPath, loadDeepLinkCatalog, placeOptions, type CarsFilter } from '../search';
import { WHOLE_COUNTRY, forgetCity, rememberCity, rememberedCity } from '../../shared/buyer-city';
import { useLocale } from '../../shared/use-locale';
import { quickSearchFilter } from './home-route';
import { useDebounced } from '../../shared/use-debounced';

/** How long the fields rest before the count is asked for again. */
const COUNT_DEBOUNCE_MS = 300;

/**
 * The home page's quick search (issue 23 item 5): brand, model (of that brand, once one is chosen), price up to, place
 * (the buyer's remembered city preselected), and a button with the number of cars they find, which opens the search
 * with those filters. Native selects and the plain price input: no list-box code on the home page's first load. The
 * server renders the count for the first state; it is asked again (debounced) only after the buyer changes something.
 *
 * It is a plain GET form of `/cars` whose field names are the search's query keys (`brand`, `model`, `priceTo`, `city`
 * — one place field: a region's slug there is read as the region), so it works before the page's code has run: the
 * search answers such a query with a redirect to the filter's own address. With the code, the submit navigates in
 * the page instead.
 */
export function QuickSearch({ total }: { total: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const boot = useRouteContext({ from: '__root__', select: (c) => c.boot });
  const { data: brands } = useSuspenseQuery(catalogQueries.brands(http));
  const { data: cities } = useSuspenseQuery(catalogQueries.cities(http));
  const { data: regions } = useSuspenseQuery(catalogQueries.regions(http));
  const [filter, setFilter] = useState<CarsFilter>(() => quickSearchFilter(rememberedCity(boot), cities.items));
  const [changed, setChanged] = useState(false);
  const [going, setGoing] = useState(false);
  const brand = filter.brand?.[0] ?? null;
  const models = useQuery({ ...catalogQueries.models(http, brand ?? ''), enabled: brand !== null });
  const debounced = useDebounced(filter, COUNT_DEBOUNCE_MS);
  const count = useQuery({ ...searchQueries.count(http, debounced), placeholderData: keepPreviousData, enabled: changed });
  const shownTotal = changed && count.data ? count.data.total : total;
  const shown = formatNumber(shownTotal, locale);

  const set = (patch: Partial<CarsFilter>) => {
    setChanged(true);
    setFilter((f) => {
      const next = { ...f, ...patch };
      for (const k of Object.keys(next) as (keyof CarsFilter)[]) if (next[k] === undefined) delete next[k];
      return next;
    });
  };

  return (
    <Box
      as="form"
      display="grid"
      gap="4"
      padding={{ base: '4', md: '5' }}
      borderRadius="lg"
      background="surface"
      color="text"
      boxShadow="lg"
      aria-label={t`Быстрый поиск`}
      method="get"
      action={localizePath('/cars', locale)}
      onSubmit={async (e) => {
        e.preventDefault();
        setGoing(true);
        try {
          const catalog = await loadDeepLinkCatalog(queryClient, http, filter.brand ?? []);
          const loc = buildCarsPath(filter, catalog);
          await navigate({ to: '/cars/$', params: { _splat: loc.splat }, search: loc.searchObject as never });
        } finally {
          setGoing(false);
        }
      }}
    >
      <Columns columns={{ base: '1', sm: '2', lg: '4' }} space="3">
        <NativeSelect
          name="brand"
          label={t`Марка`}
          placeholder={t`Любая`}
          value={brand}
          onChange={(v) => set({ brand: v ? [v] : undefined, model: undefined })}
          options={brands.items.map((b) => ({ value: b.slug, label: b.name }))}
        />
        <NativeSelect
          name="model"
          label={t`Модель`}
          placeholder={brand ? t`Любая` : t`Сначала выберите марку`}
          value={filter.model ?? null}
          disabled={!brand || !models.data}
          onChange={(v) => set({ model: v ?? undefined })}
          options={(models.data?.items ?? []).map((m) => ({ value: m.slug, label: m.name }))}
        />
        <PriceInput name="priceTo" label={t`Цена до`} value={filter.priceTo ?? null} onValueChange={(v) => set({ priceTo: v ?? undefined })} />
        <NativeSelect
          name="city"
          label={t`Город или регион`}
          value={filter.city ?? filter.region ?? WHOLE_COUNTRY}
          onChange={(value) => {
            const slug = value === WHOLE_COUNTRY ? null : value;
            const place = slug && cities.items.some((c) => c.slug === slug) ? { city: slug, region: undefined } : { city: undefined, region: slug ?? undefined };
            if (place.city) rememberCity(place.city);
            else if (filter.city) forgetCity();
            set(place);
          }}
          // The option's value is the bare slug: the form's `city=` field, sent without the page's code. "Весь
          // Казахстан" is sent as `city=all`, so without the code too the choice wins over the remembered city.
          options={[
            { value: WHOLE_COUNTRY, label: t`Весь Казахстан` },
            ...placeOptions(cities.items, regions.items, { cities: t`Города`, regions: t`Области` }, locale).map((o) => ({
              ...o,
              value: o.value.slice(o.value.indexOf(':') + 1),
            })),
          ]}
        />
      </Columns>
      <Button type="submit" variant="accent" size="lg" fullWidth loading={going} iconStart={<Search size={18} />} data-testid="quick-search-submit">
        {/* The search sidebar's words ("Показать 710 авто"): one line at 375 px in both languages, where "Показать 710
            объявлений" and "710 хабарландыруды көрсету" took two or three (issue 23). */}
        <Trans>Показать {shown} авто</Trans>
      </Button>
    </Box>
  );
}
