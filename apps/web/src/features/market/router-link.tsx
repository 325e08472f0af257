import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** `renderLink` of `@jolda/ui` links (breadcrumbs, pagination) as router links: the page's language prefix is kept. */
export function routerLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link to={href as never} className={className}>
      {children}
    </Link>
  );
}
