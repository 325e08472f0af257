import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * `renderLink` of `@jolda/ui` links (breadcrumbs, pagination) as router links: the page's language prefix is kept, and
 * a query in the address (`/guide?q=шины&page=2`) becomes the route's search object.
 */
export function routerLink({ href, className, children, ...rest }: { href: string; className: string; children: ReactNode; 'aria-label'?: string; 'aria-current'?: 'page' }) {
  const url = new URL(href, 'http://local');
  const search = url.search ? Object.fromEntries(url.searchParams) : undefined;
  return (
    <Link to={url.pathname as never} search={search as never} className={className} {...rest}>
      {children}
    </Link>
  );
}
