import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { INSPECTION_GROUPS, PAINT_RULE, type InspectionPoint } from '@jolda/contracts';
import { contentQueries, inspectionQueries, useHttp } from '@jolda/api-client';
import { formatDateParts, formatMileage, formatNumber } from '@jolda/i18n';
import { ShieldCheck } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { useSignedIn } from '../favourites';
import { GRADE_LABELS, GROUP_LABELS, POINT_LABELS, STATUS_LABELS } from './labels';
import * as styles from './inspections.css';

function Point({ p }: { p: InspectionPoint }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const label = POINT_LABELS[p.code as keyof typeof POINT_LABELS];
  const name = label ? i18n._(label) : p.code;
  return (
    <li className={styles.point} data-testid={`inspection-point-${p.code}`}>
      <p className={styles.pointName}>
        {name}
        {p.microns !== null && (
          <>
            {' · '}
            <span className={styles.microns}>{t`${formatNumber(p.microns, locale)} мкм`}</span>
          </>
        )}
      </p>
      <span className={styles.status[p.status]}>{i18n._(STATUS_LABELS[p.status])}</span>
      {p.note && <p className={styles.note}>{p.note}</p>}
      {p.photo && (
        <a href={p.photo.url.replace('/page.webp', '/full.webp')} className={styles.note}>
          <img className={styles.photo} src={p.photo.url.replace('/page.webp', '/card.webp')} width={p.photo.width} height={p.photo.height} alt={t`Фото: ${name}`} loading="lazy" />
        </a>
      )}
    </li>
  );
}

/** The inspection report of an inspected car: the grade, the inspector, the counts, then every point by group. */
export function InspectionReport({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const { data: r } = useSuspenseQuery(inspectionQueries.detail(http, id));
  const date = formatDateParts(r.inspectedAt, locale, { day: true, month: 'long', year: true });
  const mileage = formatMileage(r.mileage, locale);
  const total = r.points.length;
  const { ok, attention, defect } = r.counts;
  const inspector = r.inspector.name;
  return (
    <section aria-labelledby="inspection-title" className={styles.report} data-testid="inspection-report">
      <h2 id="inspection-title" className={styles.blockTitle}>
        <Trans>Отчёт об осмотре Jolda</Trans>
      </h2>
      <div className={styles.head}>
        <p className={styles.headLine}>
          <span className={styles.grade[r.grade]} data-testid="inspection-grade">
            <ShieldCheck aria-hidden size={16} /> {i18n._(GRADE_LABELS[r.grade])}
          </span>
        </p>
        <p className={styles.muted}>
          <Trans>
            Осмотр провёл {inspector}, {date}. Пробег при осмотре: {mileage}. Проверено пунктов: {total}.
          </Trans>
        </p>
        <ul className={styles.counts} aria-label={t`Итог по пунктам`}>
          <li className={styles.status.ok}>{t`В норме: ${ok}`}</li>
          <li className={styles.status.attention}>{t`Внимание: ${attention}`}</li>
          <li className={styles.status.defect}>{t`Дефекты: ${defect}`}</li>
        </ul>
        {r.summary && <p className={styles.summary}>{r.summary}</p>}
      </div>
      <details className={styles.rule}>
        <summary>{t`Как читать толщину покрытия`}</summary>
        <p>
          <Trans>
            Заводская краска — до {PAINT_RULE.factoryMax} мкм. От {PAINT_RULE.factoryMax} до {PAINT_RULE.repaintMax} мкм деталь
            перекрашивали. Больше {PAINT_RULE.repaintMax} мкм — под краской шпатлёвка: деталь ремонтировали после повреждения.
          </Trans>
        </p>
      </details>
      {INSPECTION_GROUPS.map((g) => {
        const list = r.points.filter((p) => p.group === g);
        if (!list.length) return null;
        return (
          <section key={g} className={styles.group} aria-labelledby={`inspection-${g}`} data-testid={`inspection-group-${g}`}>
            <h3 id={`inspection-${g}`} className={styles.groupTitle}>
              {i18n._(GROUP_LABELS[g])}
            </h3>
            <ul className={styles.points}>
              {list.map((p) => (
                <Point key={p.code} p={p} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

/** "Проверено Jolda": the link to a car's inspection report (the car page's price box). */
export function InspectedBadgeLink({ id }: { id: number }) {
  return (
    <Link to="/inspected/$id" params={{ id }} className={styles.badgeLink} data-testid="inspected-badge">
      <ShieldCheck aria-hidden size={16} /> <Trans>Проверено Jolda — отчёт осмотра</Trans>
    </Link>
  );
}

/** For inspectors only: the link to write (or correct) this car's inspection. */
export function InspectorAction({ id, inspected }: { id: number; inspected: boolean }) {
  const http = useHttp();
  const signedIn = useSignedIn();
  const roles = useQuery({ ...contentQueries.myRoles(http), enabled: signedIn });
  if (!roles.data?.roles.includes('inspector')) return null;
  return (
    <Link to="/profile/inspections/$id" params={{ id }} className={styles.badgeLink} data-testid="inspector-action">
      {inspected ? <Trans>Изменить осмотр</Trans> : <Trans>Заполнить осмотр</Trans>}
    </Link>
  );
}
