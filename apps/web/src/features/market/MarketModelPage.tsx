import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { MarketModelPage as ModelPage } from '@jolda/contracts';
import { marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { Badge, Breadcrumbs, Button, ColourSwatches, DataList } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { BuyButton } from './BuyButton';
import { CreditSection } from './credit-lazy';
import { DealerItem } from './DealerItem';
import { EquipmentSection } from './EquipmentSection';
import { BODY, DRIVE, FUEL, GEARBOX } from './labels';
import { MarketNav } from './MarketNav';
import type { MarketPlaceDeps } from './market-route';
import { OffersSection } from './OffersSection';
import { routerLink } from './router-link';
import { TestDriveSection } from './TestDriveSection';
import { decimal, engineText, num, price, surchargeText } from './text';
import { useRememberCity } from './use-remember-city';
import * as styles from './market.css';

/**
 * `/market/{mark}/{model}` (and the premium one): the model's trims with prices, a colour picker that repaints the car
 * and changes the price, the chosen trim's specs, equipment by trim with the differences marked, dealers' offers in
 * the city, the credit calculator, test-drive booking, and the model's used cars.
 */
export function MarketModelPage({
  brand,
  model,
  place,
  cityFromUrl,
  initial,
}: {
  brand: string;
  model: string;
  place: MarketPlaceDeps;
  cityFromUrl: string | undefined;
  initial: { trim?: string; colour?: string };
}) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(marketQueries.model(http, brand, model, place));
  useRememberCity(cityFromUrl);
  const [trimSlug, setTrimSlug] = useState(() => (data.trims.some((x) => x.slug === initial.trim) ? initial.trim! : data.trims[0]!.slug));
  const [colourSlug, setColourSlug] = useState(() =>
    data.colours.some((c) => c.slug === initial.colour) ? initial.colour! : data.colours[0]!.slug,
  );
  const [compare, setCompare] = useState<string[]>([]);
  const trim = data.trims.find((x) => x.slug === trimSlug) ?? data.trims[0]!;
  const colour = data.colours.find((c) => c.slug === colourSlug) ?? data.colours[0]!;
  const carPrice = trim.price + colour.surcharge;
  const car = `${data.brand.name} ${data.model.name}`;
  const base = place.premium ? '/market/premium' : '/market';

  const comparing = useMutation({
    mutationKey: marketMutations.createComparison(),
    mutationFn: (slugs: string[]) => marketApi.createComparison(http, { items: slugs.map((slug) => ({ kind: 'trim' as const, slug })) }),
    onSuccess: ({ id }) => navigate({ to: '/new-auto/compare/$id', params: { id } }),
  });
  const s = trim.specs;
  const consumption = decimal(s.consumption);
  const acceleration = decimal(s.acceleration);
  const specs = [
    { key: 'engine', term: t`Двигатель`, detail: engineText(i18n, s) },
    { key: 'gearbox', term: t`Коробка передач`, detail: i18n._(GEARBOX[s.transmission]) },
    { key: 'drive', term: t`Привод`, detail: i18n._(DRIVE[s.drive]) },
    {
      key: 'consumption',
      term: s.fuel === 'electric' ? t`Расход энергии` : t`Расход топлива`,
      detail: s.fuel === 'electric' ? t`${consumption} кВт·ч/100 км` : t`${consumption} л/100 км`,
    },
    ...(s.rangeKm ? [{ key: 'range', term: t`Запас хода`, detail: t`${s.rangeKm} км` }] : []),
    { key: 'acceleration', term: t`Разгон 0–100 км/ч`, detail: t`${acceleration} с` },
    { key: 'speed', term: t`Максимальная скорость`, detail: t`${s.topSpeed} км/ч` },
    { key: 'size', term: t`Длина × ширина × высота`, detail: t`${num(s.lengthMm, locale)} × ${num(s.widthMm, locale)} × ${num(s.heightMm, locale)} мм` },
    { key: 'wheelbase', term: t`Колёсная база`, detail: t`${num(s.wheelbaseMm, locale)} мм` },
    { key: 'clearance', term: t`Клиренс`, detail: t`${s.clearanceMm} мм` },
    { key: 'trunk', term: t`Багажник`, detail: t`${s.trunkL} л` },
    { key: 'seats', term: t`Мест`, detail: String(s.seats) },
    { key: 'weight', term: t`Снаряжённая масса`, detail: t`${num(s.curbWeightKg, locale)} кг` },
    {
      key: 'warranty',
      term: t`Гарантия`,
      detail: s.warrantyKm ? t`${s.warrantyYears} г. или ${num(s.warrantyKm, locale)} км` : t`${s.warrantyYears} г. без ограничения пробега`,
    },
  ];

  return (
    <div className={styles.page}>
      <MarketNav city={data.city.slug} current={place.premium ? 'premium' : 'market'} />
      <Breadcrumbs
        label={t`Навигация`}
        items={[
          { label: place.premium ? t`Премиум` : t`Маркет`, href: base },
          { label: data.brand.name, href: `${base}/${data.brand.slug}` },
          { label: data.model.name },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{car}</h1>
        <p className={styles.lead}>
          {[
            data.model.generation ? t`поколение ${data.model.generation}` : null,
            i18n._(BODY[data.model.body]),
            t`в продаже с ${data.model.yearFrom} г.`,
            data.model.assembly.local ? t`собран в Казахстане: ${data.model.assembly.plant}` : t`импорт: ${data.model.assembly.country}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className={styles.row}>
          {data.model.premium ? <Badge tone="accent">{t`Премиум`}</Badge> : null}
          {data.model.assembly.local ? <Badge tone="success">{t`Казахстанская сборка`}</Badge> : null}
        </div>
      </header>

      <div className={styles.split}>
        <div className={styles.panel}>
          <img
            className={styles.hero}
            src={colour.photo}
            alt={t`${car}, цвет: ${colour.name}`}
            width={800}
            height={600}
            fetchPriority="high"
            data-testid="model-photo"
          />
          <ColourSwatches
            label={t`Цвет кузова`}
            options={data.colours.map((c) => ({ value: c.slug, label: c.name, hex: c.hex, note: surchargeText(i18n, c.surcharge, locale) }))}
            value={colour.slug}
            onChange={setColourSlug}
          />
        </div>
        <div className={styles.panel}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.sectionTitle}>{t`Комплектации`}</legend>
            <ul className={styles.trims}>
              {data.trims.map((x) => (
                <li key={x.slug}>
                  <label className={styles.trimOption} data-testid="trim-option">
                    <input type="radio" name="trim" value={x.slug} checked={x.slug === trim.slug} onChange={() => setTrimSlug(x.slug)} />
                    <span>
                      <span className={styles.trimName}>{x.name}</span>
                      <span className={styles.trimSpecs}>
                        {engineText(i18n, x.specs)} · {i18n._(GEARBOX[x.specs.transmission])} · {i18n._(DRIVE[x.specs.drive])}
                      </span>
                    </span>
                    <span className={styles.trimPrice}>{price(x.price, locale)}</span>
                  </label>
                  <label className={styles.compareCheck}>
                    <input
                      type="checkbox"
                      checked={compare.includes(x.slug)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setCompare((list) => (on ? [...list, x.slug].slice(-4) : list.filter((v) => v !== x.slug)));
                      }}
                    />
                    {t`Сравнить ${x.name}`}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className={styles.summary} aria-live="polite">
            <span className={styles.muted}>
              {trim.name}, {colour.name}
            </span>
            <span className={styles.bigPrice} data-testid="model-price">
              {price(carPrice, locale)}
            </span>
            <span className={styles.muted}>
              {colour.surcharge ? t`Комплектация ${price(trim.price, locale)} и окраска ${price(colour.surcharge, locale)}` : t`Цена комплектации, окраска без доплаты`}
            </span>
          </div>
          <div className={styles.actions}>
            <BuyButton brand={data.brand.slug} model={data.model.slug} />
            <Button variant="primary" href="#test-drive">
              {t`Тест-драйв`}
            </Button>
            <Button variant="secondary" href="#credit">
              {t`Рассчитать кредит`}
            </Button>
          </div>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="specs">
        <h2 id="specs" className={styles.sectionTitle}>
          {t`Характеристики ${trim.name}`}
        </h2>
        <DataList columns={2} items={specs} />
        <p className={styles.muted}>
          {i18n._(FUEL[s.fuel])} ·{' '}
          <Link to="/new-auto/equipment/$id" params={{ id: trim.slug }}>
            {t`Всё оснащение ${trim.name}`}
          </Link>
        </p>
      </section>

      {/* Below the fold, each part in a Suspense boundary of its own: React hydrates each after the rest of the page at
          idle priority, and a tap inside one before then hydrates that part alone, not the whole page. The credit
          calculator's boundary keeps the server's HTML until its chunk has come (`credit-lazy`). Nothing else in them
          suspends: the server renders them whole. */}
      <Suspense fallback={null}>
        <EquipmentSection page={data} />
      </Suspense>
      <Suspense fallback={null}>
        <OffersSection page={data} />
      </Suspense>
      <Suspense fallback={null}>
        <CreditSection page={data} price={carPrice} trim={trim} colour={colour} />
      </Suspense>
      <Suspense fallback={null}>
        <TestDriveSection page={data} />
      </Suspense>
      <Suspense fallback={null}>
        <ModelDealers page={data} car={car} />
      </Suspense>

      {compare.length >= 2 ? (
        <div className={styles.compareBar} role="region" aria-label={t`Сравнение комплектаций`}>
          <span>{t`Выбрано для сравнения: ${compare.length}`}</span>
          <Button variant="accent" loading={comparing.isPending} onClick={() => comparing.mutate(compare)} data-testid="compare-trims">
            {t`Сравнить`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The brand's dealers in the city and the link to the model's used cars. */
function ModelDealers({ page: data, car }: { page: ModelPage; car: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="dealers">
      <h2 id="dealers" className={styles.sectionTitle}>
        {t`Дилеры ${data.brand.name} — ${data.city.name}`}
      </h2>
      {data.dealers.length ? (
        <ul className={styles.list}>
          {data.dealers.map((d) => (
            <li key={d.slug}>
              <DealerItem dealer={d} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t`В этом городе нет дилера марки.`}</p>
      )}
      <p>
        <Link to="/cars/$" params={{ _splat: `${data.brand.slug}/${data.model.slug}` }}>
          {data.usedCount ? t`${car} с пробегом: объявлений — ${data.usedCount}` : t`${car} с пробегом`}
        </Link>
      </p>
    </section>
  );
}

export type { ModelPage };
