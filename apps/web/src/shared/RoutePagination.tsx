import { Link, useRouter, type LinkComponentProps, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@jolda/ui';

export interface RoutePaginationProps<TOptions> {
  page: number;
  pageCount: number;
  /** The router link of page n: its route, params and search object (e.g. `search: n > 1 ? { page: n } : {}`). */
  link: (page: number) => ValidateLinkOptions<RegisteredRouter, TOptions>;
  className?: string;
}

/**
 * `@jolda/ui`'s `Pagination` as router links, with the site's labels ("Страницы", "Предыдущая страница", "Страница 2"):
 * every page's link is a route `Link` (the language prefix kept, the route's search object), its `href` the address the
 * router builds for it. Nothing renders for a single page.
 */
export function RoutePagination<TOptions>({ page, pageCount, link, className }: RoutePaginationProps<TOptions>) {
  const { t } = useLingui();
  const router = useRouter();
  const options = (n: number) => link(n) as unknown as LinkComponentProps;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      className={className}
      label={t`Страницы`}
      labels={{ previous: t`Предыдущая страница`, next: t`Следующая страница`, page: (n) => t`Страница ${n}` }}
      getHref={(n) => router.buildLocation(options(n) as never).href}
      renderLink={({ href: _href, ...rest }, n) => <Link {...options(n)} {...rest} />}
    />
  );
}
