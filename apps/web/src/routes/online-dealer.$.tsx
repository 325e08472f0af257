import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { findRedirect } from '@jolda/routing';
import { localizePath } from '@jolda/i18n';

/**
 * Legacy `/online-dealer/…` addresses. The server answers them with a 308 before rendering; this
 * route does the same for client-side navigation, from the same redirect table.
 */
export const Route = createFileRoute('/online-dealer/$')({
  staticData: { layout: 'default', auth: false },
  beforeLoad: ({ location, context }) => {
    // `location` is locale-free (the router strips /kk); the target gets the page's prefix back.
    const target = findRedirect(new URL(location.href, 'http://internal'));
    if (!target) throw notFound();
    throw redirect({ href: localizePath(target.location, context.locale), statusCode: target.status });
  },
});
