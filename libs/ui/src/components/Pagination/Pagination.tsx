import { ChevronLeft, ChevronRight } from '../../icons';
import type { ReactElement, ReactNode } from 'react';
import { paginationRange } from './pagination-range';
import * as styles from './Pagination.css';

export interface PaginationLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Landmark name, e.g. "Страницы". */
  label: string;
  /** Accessible names: `previous`, `next`, `page(n)` (e.g. n => `Страница ${n}`). */
  labels: { previous: string; next: string; page: (n: number) => string };
  /** Links (SEO-friendly): URL of page n. With `renderLink` for router links (it is also given the page number). */
  getHref?: (page: number) => string;
  renderLink?: (props: PaginationLinkProps, page: number) => ReactElement;
  /** Buttons: called with the new page (when no getHref). */
  onChange?: (page: number) => void;
  siblings?: number;
  className?: string;
}

/** Page navigation: links when `getHref` is given (crawlable), buttons otherwise. */
export function Pagination({ page, pageCount, label, labels, getHref, renderLink, onChange, siblings = 1, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const control = (target: number, children: ReactNode, ariaLabel: string, opts: { current?: boolean; disabled?: boolean } = {}) => {
    if (getHref && !opts.disabled) {
      const props: PaginationLinkProps = {
        href: getHref(target),
        className: styles.item,
        children,
        'aria-label': ariaLabel,
        'aria-current': opts.current ? 'page' : undefined,
      };
      return renderLink ? renderLink(props, target) : <a {...props} />;
    }
    if (getHref && opts.disabled) {
      return (
        <a className={styles.item} aria-disabled="true" aria-label={ariaLabel} role="link">
          {children}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={styles.item}
        aria-label={ariaLabel}
        aria-current={opts.current ? 'page' : undefined}
        disabled={opts.disabled}
        onClick={() => onChange?.(target)}
      >
        {children}
      </button>
    );
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>{control(page - 1, <ChevronLeft size={20} aria-hidden="true" />, labels.previous, { disabled: page <= 1 })}</li>
        {paginationRange(page, pageCount, siblings).map((p) =>
          typeof p === 'number' ? (
            <li key={p}>{control(p, p, labels.page(p), { current: p === page })}</li>
          ) : (
            <li key={p} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{control(page + 1, <ChevronRight size={20} aria-hidden="true" />, labels.next, { disabled: page >= pageCount })}</li>
      </ul>
    </nav>
  );
}
