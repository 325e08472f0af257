import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { guardNavigation } from './external';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'rel' | 'target'
> {
  href: string;
  children: ReactNode;
  /** Open in a new tab (default for web destinations; `tel:`/`mailto:` always open in place). */
  newTab?: boolean;
}

/**
 * A link that leaves the site. The destination passes the external-navigation guard first: an allowed one renders
 * a normal link (`noopener noreferrer`); a refused one (forbidden protocol, host not on the allow-list) renders the
 * text alone, never a clickable link.
 */
export function ExternalLink({ href, children, newTab = true, ...rest }: ExternalLinkProps) {
  const check = guardNavigation(href);
  if (!check.allowed) {
    return (
      <span data-external-refused={check.reason} className={rest.className}>
        {children}
      </span>
    );
  }
  const web = check.url.protocol === 'http:' || check.url.protocol === 'https:';
  const external = check.kind === 'external';
  return (
    <a
      {...rest}
      href={check.url.href}
      rel={external ? 'noopener noreferrer' : undefined}
      target={external && web && newTab ? '_blank' : undefined}
    >
      {children}
    </a>
  );
}
