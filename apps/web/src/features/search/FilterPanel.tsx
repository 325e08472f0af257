import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVES,
  FUELS,
  SELLER_TYPES,
  STEERINGS,
  TRANSMISSIONS,
} from '@jolda/contracts';
import { catalogQueries, searchQueries, useHttp } from '@jolda/api-client';
import { formatNumber } from '@jolda/i18n';
import { Button, Checkbox, Input, PriceInput, Select } from '@jolda/ui';
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  SELLER_LABELS,
  STEERING_LABELS,
  TRANSMISSION_LABELS,
} from '../../shared/labels';
import { normalizeFilter, type CarsFilter } from './deep-link';
import { useLocale } from '../../shared/use-locale';
import { placeFrom, placeOptions, placeValue } from './places';
import * as styles from './search.css';
import { useDebounced } from '../../shared/use-debounced';

/** The filter without sort and page: what counts and facets take. */
export function filterOnly(f: CarsFilter): Omit<CarsFilter, 'sort' | 'page'> {
  const { sort: _s, page: _p, ...rest } = f;
  return rest;
}

type NumKey = 'yearFrom' | 'yearTo' | 'priceFrom' | 'priceTo' | 'mileageFrom' | 'mileageTo' | 'engineFrom' | 'engineTo';

/** How long the desktop sidebar waits after the last change before it applies the filter (issue 23 item 1). */
export const LIVE_APPLY_MS = 350;

/** How a filter reached the page: `replace` while typing (one history entry per typed value), `push` for a choice. */
export interface ApplyOptions {
  replace: boolean;
}

const sameFilter = (a: CarsFilter, b: CarsFilter) => JSON.stringify(normalizeFilter(a)) === JSON.stringify(normalizeFilter(b));

/**
 * The filter form (sidebar on desktop, bottom sheet on phones). Edits a draft; while the user edits, a debounced
 * count query updates the apply button ("Показать 1 234 авто"); applying hands the draft to `onApply`.
 *
 * `live` (the desktop sidebar): no apply button; each change is applied by itself `LIVE_APPLY_MS` after the last one,
 * typed numbers replacing the history entry and choices (a checkbox, a select) pushing one, so back and forward step
 * through the choices. A new `value` the form sent itself does not reset what the user has typed since.
 */
export function FilterPanel({
  value,
  onApply,
  live = false,
}: {
  value: CarsFilter;
  onApply: (f: CarsFilter, options?: ApplyOptions) => void | Promise<void>;
  live?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const [draft, setDraft] = useState<CarsFilter>(value);
  const [texts, setTexts] = useState<Partial<Record<NumKey, string>>>({});
  const [brandQuery, setBrandQuery] = useState('');
  const [allBrands, setAllBrands] = useState(false);
  const [applying, setApplying] = useState(false);
  /** The last filter the live form handed to `onApply`, and whether a choice (not typing) is waiting to be applied. */
  const sent = useRef<CarsFilter | null>(null);
  const pendingPush = useRef(false);
  useEffect(() => {
    if (sent.current && sameFilter(sent.current, value)) return; // our own change coming back: keep the draft
    sent.current = null;
    pendingPush.current = false;
    setDraft(value);
    setTexts({});
  }, [value]);

  const normal = useMemo(() => normalizeFilter(filterOnly(draft)), [draft]);
  const debounced = useDebounced(normal, 300);
  // The live sidebar has no button to carry the count: the results above say how many there are.
  const count = useQuery({ ...searchQueries.count(http, debounced), placeholderData: keepPreviousData, enabled: !live });
  const facets = useQuery({ ...searchQueries.facets(http, debounced), placeholderData: keepPreviousData });
  const brands = useQuery(catalogQueries.brands(http));
  const oneBrand = draft.brand?.length === 1 ? draft.brand[0]! : null;
  const models = useQuery({ ...catalogQueries.models(http, oneBrand ?? ''), enabled: oneBrand !== null });
  const cities = useQuery(catalogQueries.cities(http));
  const regions = useQuery(catalogQueries.regions(http));

  const set = (patch: Partial<CarsFilter>, typed = false) => {
    if (!typed) pendingPush.current = true;
    setDraft((d) => ({ ...d, ...patch, page: undefined }));
  };
  const brandCounts = new Map((facets.data?.brands ?? []).map((b) => [b.slug, b.count]));
  const modelCounts = new Map((facets.data?.models ?? []).map((m) => [m.slug, m.count]));

  const num = (key: NumKey, decimals = false) => ({
    value: texts[key] ?? (draft[key] === undefined ? '' : String(draft[key])),
    inputMode: decimals ? ('decimal' as const) : ('numeric' as const),
    onValueChange: (text: string) => {
      const clean = decimals ? text.replace(',', '.').replace(/[^\d.]/g, '') : text.replace(/\D/g, '');
      setTexts((s) => ({ ...s, [key]: clean }));
      const n = clean === '' ? undefined : Number(clean);
      set({ [key]: n === undefined || Number.isNaN(n) ? undefined : n }, true);
    },
  });
  /** Prices and mileages: digits grouped as typed ("12 000 000"), as the posting form shows them (issue 23 item 3). */
  const grouped = (key: 'priceFrom' | 'priceTo' | 'mileageFrom' | 'mileageTo') => ({
    value: draft[key] ?? null,
    currency: '',
    onValueChange: (n: number | null) => set({ [key]: n ?? undefined }, true),
  });
  const numError = (from: NumKey, to: NumKey) =>
    draft[from] !== undefined && draft[to] !== undefined && draft[from]! > draft[to]! ? t`«От» больше, чем «до»` : undefined;

  const toggle = <T extends string>(key: keyof CarsFilter, list: T[] | undefined, v: T, on: boolean) =>
    set({ [key]: on ? [...(list ?? []), v] : (list ?? []).filter((x) => x !== v) } as Partial<CarsFilter>);

  const checks = <T extends string>(key: keyof CarsFilter, legend: ReactNode, values: readonly T[], labels: Record<T, MessageDescriptor>) => {
    const list = draft[key] as T[] | undefined;
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {values.map((v) => (
            <Checkbox key={v} checked={list?.includes(v) ?? false} onChange={(on) => toggle(key, list, v, on)}>
              {i18n._(labels[v])}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    );
  };
  const one = <T extends string>(key: keyof CarsFilter, label: string, values: readonly T[], labels: Record<T, MessageDescriptor>) => (
    <Select<T>
      label={label}
      placeholder={t`Любой`}
      value={(draft[key] as T | undefined) ?? null}
      onChange={(v) => set({ [key]: v ?? undefined } as Partial<CarsFilter>)}
      options={[...values.map((v) => ({ value: v, label: i18n._(labels[v]) }))]}
    />
  );

  const allBrandItems = brands.data?.items ?? [];
  // The popular brands and the chosen ones first; the rest on request or by typing (a shorter list to scan, and a
  // lighter page on a phone).
  const collapsed = !allBrands && !brandQuery;
  const brandItems = allBrandItems
    .filter((b) => (brandQuery ? b.name.toLowerCase().includes(brandQuery.toLowerCase()) : !collapsed || b.popular || (draft.brand?.includes(b.slug) ?? false)))
    .sort(
      (a, b) =>
        Number(value.brand?.includes(b.slug) ?? false) - Number(value.brand?.includes(a.slug) ?? false) ||
        Number(b.popular) - Number(a.popular) ||
        a.name.localeCompare(b.name),
    );
  const modelItems = models.data?.items ?? [];
  const generations = modelItems.find((m) => m.slug === draft.model)?.generations ?? [];
  const place = placeValue(draft);
  const places = [
    { value: 'all', label: t`Весь Казахстан` },
    ...placeOptions(cities.data?.items ?? [], regions.data?.items ?? [], { cities: t`Города`, regions: t`Области` }, locale),
  ];
  const total = count.data?.total;
  const shown = total === undefined ? '' : formatNumber(total, locale);
  const brandSearchId = useId();
  const invalid = Boolean(numError('yearFrom', 'yearTo') || numError('priceFrom', 'priceTo') || numError('mileageFrom', 'mileageTo') || numError('engineFrom', 'engineTo'));

  const applyRef = useRef(onApply);
  applyRef.current = onApply;
  useEffect(() => {
    if (!live || invalid) return;
    const current = sent.current ?? value;
    if (sameFilter(current, draft)) return;
    const timer = setTimeout(() => {
      const next = { ...draft, page: undefined };
      const replace = !pendingPush.current;
      sent.current = next;
      pendingPush.current = false;
      void applyRef.current(next, { replace });
    }, LIVE_APPLY_MS);
    return () => clearTimeout(timer);
  }, [live, invalid, draft, value]);

  return (
    <form
      className={styles.panel}
      aria-label={t`Фильтры`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (invalid) return;
        setApplying(true);
        try {
          const next = { ...draft, page: undefined };
          if (live) {
            // Enter in a field of the live form: applied at once, as the timer would.
            sent.current = next;
            const replace = !pendingPush.current;
            pendingPush.current = false;
            await onApply(next, { replace });
          } else await onApply(next);
        } finally {
          setApplying(false);
        }
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Марка</Trans>
        </legend>
        <Input
          id={brandSearchId}
          label={t`Найти марку`}
          hideLabel
          placeholder={t`Найти марку`}
          value={brandQuery}
          onValueChange={setBrandQuery}
          type="search"
        />
        <div className={styles.brandList}>
          {brandItems.map((b) => (
            <Checkbox
              key={b.slug}
              checked={draft.brand?.includes(b.slug) ?? false}
              onChange={(on) => {
                const next = on ? [...(draft.brand ?? []), b.slug] : (draft.brand ?? []).filter((x) => x !== b.slug);
                set({ brand: next, model: next.length === 1 ? draft.model : undefined, generation: next.length === 1 ? draft.generation : undefined });
              }}
            >
              {b.name}
              {/* Counts arrive after the page (one more query): none rather than a misleading 0 meanwhile. */}
              {facets.data ? (
                <>
                  {' '}
                  <span className={styles.count}>{brandCounts.get(b.slug) ?? 0}</span>
                </>
              ) : null}
            </Checkbox>
          ))}
        </div>
        {!brandQuery && brandItems.length < allBrandItems.length ? (
          <Button variant="ghost" size="sm" aria-expanded={false} onClick={() => setAllBrands(true)}>
            <Trans>Все марки ({allBrandItems.length})</Trans>
          </Button>
        ) : !brandQuery && allBrands ? (
          <Button variant="ghost" size="sm" aria-expanded onClick={() => setAllBrands(false)}>
            <Trans>Только популярные</Trans>
          </Button>
        ) : null}
      </fieldset>

      {oneBrand ? (
        <Select
          label={t`Модель`}
          placeholder={t`Любая`}
          value={draft.model ?? null}
          onChange={(v) => set({ model: v ?? undefined, generation: undefined })}
          options={modelItems.map((m) => ({ value: m.slug, label: m.name, ...(facets.data ? { hint: String(modelCounts.get(m.slug) ?? 0) } : {}) }))}
        />
      ) : null}
      {oneBrand && draft.model && generations.length ? (
        <Select
          label={t`Поколение`}
          placeholder={t`Любое`}
          value={draft.generation ?? null}
          onChange={(v) => set({ generation: v ?? undefined })}
          options={generations.map((g) => ({ value: g.slug, label: `${g.name} (${g.yearFrom}–${g.yearTo ?? ''})` }))}
        />
      ) : null}

      <Select
        label={t`Город или регион`}
        placeholder={t`Весь Казахстан`}
        value={place}
        onChange={(v) => {
          set(placeFrom(v));
        }}
        options={places}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Год выпуска</Trans>
        </legend>
        <div className={styles.pair}>
          <Input label={t`Год от`} {...num('yearFrom')} errorMessage={numError('yearFrom', 'yearTo')} />
          <Input label={t`Год до`} {...num('yearTo')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Цена, ₸</Trans>
        </legend>
        <div className={styles.pair}>
          <PriceInput label={t`Цена от`} {...grouped('priceFrom')} errorMessage={numError('priceFrom', 'priceTo')} />
          <PriceInput label={t`Цена до`} {...grouped('priceTo')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Пробег, км</Trans>
        </legend>
        <div className={styles.pair}>
          <PriceInput label={t`Пробег от`} {...grouped('mileageFrom')} errorMessage={numError('mileageFrom', 'mileageTo')} />
          <PriceInput label={t`Пробег до`} {...grouped('mileageTo')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Объём двигателя, л</Trans>
        </legend>
        <div className={styles.pair}>
          <Input label={t`Объём от`} {...num('engineFrom', true)} errorMessage={numError('engineFrom', 'engineTo')} />
          <Input label={t`Объём до`} {...num('engineTo', true)} />
        </div>
      </fieldset>

      {checks('body', <Trans>Кузов</Trans>, BODY_TYPES, BODY_LABELS)}
      {checks('fuel', <Trans>Топливо</Trans>, FUELS, FUEL_LABELS)}
      {checks('transmission', <Trans>Коробка передач</Trans>, TRANSMISSIONS, TRANSMISSION_LABELS)}
      {checks('drive', <Trans>Привод</Trans>, DRIVES, DRIVE_LABELS)}
      {checks('condition', <Trans>Состояние</Trans>, CONDITIONS, CONDITION_LABELS)}
      {checks('color', <Trans>Цвет</Trans>, COLORS, COLOR_LABELS)}
      {one('steering', t`Руль`, STEERINGS, STEERING_LABELS)}
      {one('sellerType', t`Продавец`, SELLER_TYPES, SELLER_LABELS)}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Дополнительно</Trans>
        </legend>
        <Checkbox checked={draft.customsCleared === true} onChange={(on) => set({ customsCleared: on ? true : undefined })}>
          <Trans>Растаможен в Казахстане</Trans>
        </Checkbox>
        <Checkbox checked={draft.withPhotos === true} onChange={(on) => set({ withPhotos: on ? true : undefined })}>
          <Trans>Только с фото</Trans>
        </Checkbox>
        <Checkbox checked={draft.exchange === true} onChange={(on) => set({ exchange: on ? true : undefined })}>
          <Trans>Возможен обмен</Trans>
        </Checkbox>
        <Checkbox checked={draft.credit === true} onChange={(on) => set({ credit: on ? true : undefined })}>
          <Trans>Возможен кредит</Trans>
        </Checkbox>
      </fieldset>

      {live ? null : (
        <div className={styles.applyBar}>
          <Button type="submit" variant="primary" fullWidth loading={applying} disabled={invalid} aria-live="polite">
            {total === undefined ? (
              <Trans>Показать</Trans>
            ) : (
              <Trans>Показать {shown} авто</Trans>
            )}
          </Button>
          <Button
            type="button"
            variant="ghost"
            fullWidth
            onClick={() => {
              setDraft({ sort: draft.sort });
              setTexts({});
            }}
          >
            <Trans>Сбросить фильтры</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
