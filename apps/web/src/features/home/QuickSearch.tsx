import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Select, useLingui } from '@lingui/react/macro';
import { catalogQueries, searchQueries, useHttp } from '@jolda/api-client';
import { formatNumber, pluralCategory } from '@jolda/i18n';
import { Box, Button, Columns, NativeSelect, PriceInput } from '@jolda/ui';
import { Search } from '@jolda/ui/icons';
import { buildCarsPath, loadDeepLinkCatalog, placeFrom, placeOptions, placeValue, type CarsFilter } from '../search';
import { forgetCity, rememberCity, rememberedCity } from '../../shared/buyer-city';
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
          label={t`Марка`}
          placeholder={t`Любая`}
          value={brand}
          onChange={(v) => set({ brand: v ? [v] : undefined, model: undefined })}
          options={brands.items.map((b) => ({ value: b.slug, label: b.name }))}
        />
        <NativeSelect
          label={t`Модель`}
          placeholder={brand ? t`Любая` : t`Сначала выберите марку`}
          value={filter.model ?? null}
          disabled={!brand || !models.data}
          onChange={(v) => set({ model: v ?? undefined })}
          options={(models.data?.items ?? []).map((m) => ({ value: m.slug, label: m.name }))}
        />
        <PriceInput label={t`Цена до`} value={filter.priceTo ?? null} onValueChange={(v) => set({ priceTo: v ?? undefined })} />
        <NativeSelect
          label={t`Город или регион`}
          placeholder={t`Весь Казахстан`}
          value={placeValue(filter)}
          onChange={(v) => {
            const place = placeFrom(v);
            if (place.city) rememberCity(place.city);
            else if (filter.city) forgetCity();
            set(place);
          }}
          options={placeOptions(cities.items, regions.items, { cities: t`Города`, regions: t`Области` }, locale)}
        />
      </Columns>
      <Button type="submit" variant="accent" size="lg" fullWidth loading={going} iconStart={<Search size={18} />} data-testid="quick-search-submit">
        <Select
          value={pluralCategory(shownTotal, locale)}
          _one={`Показать ${shown} объявление`}
          _few={`Показать ${shown} объявления`}
          _many={`Показать ${shown} объявлений`}
          other={`Показать ${shown} объявления`}
        />
      </Button>
    </Box>
  );
}
