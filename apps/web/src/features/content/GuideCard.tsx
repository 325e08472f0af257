import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { GuideCard as GuideCardData } from '@jolda/contracts';
import * as styles from './content.css';

/** An article in a list: cover, category, title, lead and reading time; the whole card is the link. */
export function GuideCard({ article, eager = false }: { article: GuideCardData; eager?: boolean }) {
  const { t } = useLingui();
  const minutes = article.readingMinutes;
  return (
    <Link to="/guide/$category/$" params={{ category: article.category.slug, _splat: article.slug }} className={styles.card} data-testid="guide-card">
      {article.cover ? (
        <img className={styles.cardImage} src={article.cover} alt="" width={800} height={450} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : null}
      <span className={styles.cardBody}>
        <span className={styles.cardKicker}>
          {article.category.name} · {t`${minutes} мин чтения`}
        </span>
        <span className={styles.cardTitle}>{article.title}</span>
        <span className={styles.cardText}>{article.description}</span>
      </span>
    </Link>
  );
}
