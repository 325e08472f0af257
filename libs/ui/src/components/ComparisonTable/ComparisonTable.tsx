import { Fragment, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ComparisonTable.css';

export interface ComparisonColumn {
  key: string;
  header: ReactNode;
}

export interface ComparisonRow {
  key: string;
  label: ReactNode;
  /** One cell per column, in the columns' order. */
  cells: ReadonlyArray<ReactNode>;
  /** The values are not the same in every column (the row is marked). */
  differs?: boolean;
}

export interface ComparisonSection {
  key: string;
  title: ReactNode;
  rows: ReadonlyArray<ComparisonRow>;
}

export interface ComparisonTableProps {
  /** The table's caption (its accessible name). */
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<ComparisonColumn>;
  sections: ReadonlyArray<ComparisonSection>;
  /** Show only the rows that differ. */
  onlyDifferences?: boolean;
  /** Read after a differing row's name, e.g. "отличается". */
  differsLabel: string;
  className?: string;
}

/**
 * Things side by side: a real table (column headers, row headers, one section per group), scrolling sideways on small
 * screens with the row names kept in view. Rows whose values differ are marked with a dot and a tint, and named so for
 * screen readers; `onlyDifferences` hides the rest.
 */
export function ComparisonTable({ caption, hideCaption, columns, sections, onlyDifferences, differsLabel, className }: ComparisonTableProps) {
  return (
    <div className={cx(styles.scroller, className)} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={hideCaption ? undefined : styles.caption}>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {columns.map((c) => (
              <th key={c.key} scope="col" className={styles.headCell}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((s) => {
          const rows = onlyDifferences ? s.rows.filter((r) => r.differs) : s.rows;
          if (!rows.length) return null;
          return (
            <tbody key={s.key}>
              <tr className={styles.sectionRow}>
                <th scope="colgroup" colSpan={columns.length + 1} className={styles.sectionCell}>
                  {s.title}
                </th>
              </tr>
              {rows.map((r) => (
                <tr key={r.key} className={cx(styles.row, r.differs && styles.differs)} data-differs={r.differs ? '' : undefined}>
                  <th scope="row" className={styles.rowHead}>
                    {r.differs ? <span className={styles.marker} aria-hidden="true" /> : null}
                    {r.label}
                    {r.differs ? <VisuallyHidden>{` (${differsLabel})`}</VisuallyHidden> : null}
                  </th>
                  {columns.map((c, i) => (
                    <Fragment key={c.key}>
                      <td className={styles.cell}>{r.cells[i]}</td>
                    </Fragment>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
