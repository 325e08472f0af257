import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage, afterLoginTarget, loginHead } from '../features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'default' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search['redirect'] === 'string' && search['redirect'] !== '' ? { redirect: search['redirect'] } : {},
  // Already signed in: straight on to where the visitor was going.
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: afterLoginTarget(search.redirect), statusCode: 302 });
  },
  head: loginHead,
  component: function LoginRoute() {
    const { redirect: target } = Route.useSearch();
    return <LoginPage redirect={target} />;
  },
});
