import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { catalogQueries, useHttp } from '@jolda/api-client';
import { Button, Tag } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import type { CarsFilter } from './deep-link';
import { filterChips, type ChipNames } from './filter-chips';
import * as styles from './search.css';

/**
 * The active filters above the results, each removable, and "Сбросить всё" (issue 23 item 1). The names come from the
 * catalogue answers the deep-link step has already put in the query cache, so the server renders the same chips.
 */
export function FilterChips({
  filter,
  onChange,
}: {
  filter: CarsFilter;
  onChange: (f: CarsFilter) => void | Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const oneBrand = filter.brand?.length === 1 ? filter.brand[0]! : '';
  const brands = useQuery(catalogQueries.brands(http));
  const models = useQuery({ ...catalogQueries.models(http, oneBrand), enabled: oneBrand !== '' });
  const cities = useQuery(catalogQueries.cities(http));
  const regions = useQuery(catalogQueries.regions(http));
  const modelItems = models.data?.items ?? [];
  const names: ChipNames = {
    brands: new Map((brands.data?.items ?? []).map((b) => [b.slug, b.name])),
    models: new Map(modelItems.map((m) => [m.slug, m.name])),
    generations: new Map(
      (modelItems.find((m) => m.slug === filter.model)?.generations ?? []).map((g) => [
        g.slug,
        `${g.name} (${g.yearFrom}–${g.yearTo ?? ''})`,
      ]),
    ),
    cities: new Map((cities.data?.items ?? []).map((c) => [c.slug, c.name])),
    regions: new Map((regions.data?.items ?? []).map((r) => [r.slug, r.name])),
  };
  const chips = filterChips(filter, names, i18n, locale);
  if (!chips.length) return null;
  return (
    // In a box of its own: the results section's list (`:scope > ul`) is the cards'.
    <div className={styles.chipsBox}>
      <ul className={styles.chips} aria-label={t`Выбранные фильтры`} data-testid="filter-chips">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Tag onRemove={() => void onChange(chip.without)} removeLabel={t`Убрать фильтр «${chip.label}»`}>
              {chip.label}
            </Tag>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void onChange(filter.sort ? { sort: filter.sort } : {})}
          >
            <Trans>Сбросить всё</Trans>
          </Button>
        </li>
      </ul>
    </div>
  );
}
