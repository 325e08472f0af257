import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from '@jolda/ui/icons';
import { SECTIONS, type SectionKey } from './sections';
import * as styles from './SectionPage.css';

/** A section's overview page: what it offers, in the active language. */
export function SectionPage({ section }: { section: SectionKey }) {
  const { i18n } = useLingui();
  const data = SECTIONS[section];
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{i18n._(data.title)}</h1>
      <p className={styles.lead}>{i18n._(data.lead)}</p>
      <ul className={styles.points}>
        {data.points.map((point) => (
          <li key={point.id} className={styles.point}>
            <CheckCircle2 aria-hidden size={20} className={styles.icon} />
            <span>{i18n._(point)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Trans>Раздел открывается в ближайших обновлениях. А пока — объявления на главной.</Trans>
      </p>
      <Link to="/" className={styles.action}>
        <Trans>Смотреть объявления</Trans>
      </Link>
    </article>
  );
}
