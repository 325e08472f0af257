import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MarketModelPage } from '@jolda/contracts';
import { ComparisonTable } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { equipmentSections } from './equipment-cells';
import * as styles from './market.css';

/**
 * Equipment of every trim side by side, differences marked. Only the differing rows at first (the page stays light:
 * ~65 items × trims); "all equipment" shows the rest.
 */
export function EquipmentSection({ page }: { page: MarketModelPage }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const sections = equipmentSections(i18n, page.equipment, locale);
  const differing = sections.reduce((n, s) => n + s.rows.filter((r) => r.differs).length, 0);
  return (
    <section className={styles.section} aria-labelledby="equipment">
      <div className={styles.sectionHead}>
        <h2 id="equipment" className={styles.sectionTitle}>
          {t`Оснащение по комплектациям`}
        </h2>
        {/* A native checkbox: the `@jolda/ui` one (react-aria's checkbox, toggle state, form validation and
            VisuallyHidden, ~17 kB gzip) was the only react-aria code in the model page's first JavaScript. */}
        <label className={styles.toggleCheck}>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
          {t`Показать всё оснащение`}
        </label>
      </div>
      <p className={styles.muted}>{t`Отличаются позиций: ${differing}. ✓ — в стандарте, «опция» — за доплату, — — нет.`}</p>
      <ComparisonTable
        caption={t`Оснащение комплектаций`}
        hideCaption
        differsLabel={t`отличается`}
        columns={page.trims.map((x) => ({ key: x.slug, header: x.name }))}
        sections={sections}
        onlyDifferences={!all}
      />
    </section>
  );
}
