import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './DataList.css';

export interface DataListItem {
  key: string;
  term: ReactNode;
  detail: ReactNode;
}

export interface DataListProps {
  items: ReadonlyArray<DataListItem>;
  /** Two columns from `md` up. */
  columns?: 1 | 2;
  className?: string;
}

/** Names and values (a car's specs, a dealer's hours): a description list, each pair on a ruled line. */
export function DataList({ items, columns = 1, className }: DataListProps) {
  return (
    <dl className={cx(styles.root({ columns }), className)}>
      {items.map((i) => (
        <div key={i.key} className={styles.item}>
          <dt className={styles.term}>{i.term}</dt>
          <dd className={styles.detail}>{i.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
