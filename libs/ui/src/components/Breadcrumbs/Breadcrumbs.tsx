import { ChevronRight } from '../../icons';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: ReadonlyArray<BreadcrumbItem>;
  /** Landmark name, e.g. "Навигационная цепочка". */
  label: string;
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactElement;
  className?: string;
}

/** Breadcrumb trail; the last item is the current page (aria-current="page"). Pair with BreadcrumbList JSON-LD in the app. */
export function Breadcrumbs({ items, label, renderLink, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const props = { href: item.href ?? '', className: styles.link, children: item.label };
          return (
            <li key={`${i}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : renderLink ? (
                renderLink(props)
              ) : (
                <a {...props} />
              )}
              {last ? null : <ChevronRight size={14} aria-hidden="true" className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
