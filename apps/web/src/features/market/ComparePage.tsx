import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { differs } from '@jolda/contracts';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Checkbox, ComparisonTable, type ComparisonSection } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { equipmentSections } from './equipment-cells';
import { DRIVE, FUEL, GEARBOX } from './labels';
import { decimal, num, price, volumeText } from './text';
import * as styles from './market.css';

/** `/new-auto/compare/{id}`: up to four trims or offers side by side — price, specs, equipment — the differences marked. */
export function ComparePage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data } = useSuspenseQuery(marketQueries.comparison(http, id));
  const [only, setOnly] = useState(false);
  const cols = data.columns;
  const row = (key: string, label: string, values: string[]) => ({ key, label, cells: values, differs: differs(values) });
  const main: ComparisonSection = {
    key: 'main',
    title: t`Цена и характеристики`,
    rows: [
      row('price', t`Цена`, cols.map((c) => price(c.offer ? c.offer.finalPrice : c.trim.price, locale))),
      row('dealer', t`Продавец`, cols.map((c) => (c.offer ? `${c.offer.dealer.name}, ${c.offer.dealer.city.name}` : t`цена комплектации`))),
      row('engine', t`Двигатель`, cols.map((c) => (c.trim.specs.engineVolume !== null ? volumeText(i18n, c.trim.specs.engineVolume) : '—'))),
      row('power', t`Мощность`, cols.map((c) => t`${c.trim.specs.powerHp} л.с.`)),
      row('fuel', t`Топливо`, cols.map((c) => i18n._(FUEL[c.trim.specs.fuel]))),
      row('gearbox', t`Коробка`, cols.map((c) => i18n._(GEARBOX[c.trim.specs.transmission]))),
      row('drive', t`Привод`, cols.map((c) => i18n._(DRIVE[c.trim.specs.drive]))),
      row('acceleration', t`Разгон 0–100 км/ч`, cols.map((c) => t`${decimal(c.trim.specs.acceleration)} с`)),
      row('consumption', t`Расход`, cols.map((c) => decimal(c.trim.specs.consumption))),
      row('length', t`Длина`, cols.map((c) => t`${num(c.trim.specs.lengthMm, locale)} мм`)),
      row('clearance', t`Клиренс`, cols.map((c) => t`${c.trim.specs.clearanceMm} мм`)),
      row('trunk', t`Багажник`, cols.map((c) => t`${c.trim.specs.trunkL} л`)),
      row('warranty', t`Гарантия`, cols.map((c) => t`${c.trim.specs.warrantyYears} г.`)),
    ],
  };
  const sections = [main, ...equipmentSections(i18n, data.equipment, locale)];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Сравнение`}</h1>
        <p className={styles.lead}>{t`Отличия отмечены точкой и подсветкой.`}</p>
      </header>
      <Checkbox checked={only} onChange={setOnly}>
        {t`Только отличия`}
      </Checkbox>
      <ComparisonTable
        caption={t`Сравнение комплектаций`}
        hideCaption
        differsLabel={t`отличается`}
        onlyDifferences={only}
        columns={cols.map((c, i) => ({
          key: String(i),
          header: (
            <span>
              <img className={styles.tileImage} src={c.photo} alt="" width={160} height={120} />
              <Link to="/market/$mark/$model" params={{ mark: c.brand.slug, model: c.model.slug }}>
                {c.brand.name} {c.model.name}
              </Link>
              <span className={styles.trimSpecs}>{c.trim.name}</span>
            </span>
          ),
        }))}
        sections={sections}
      />
    </div>
  );
}
