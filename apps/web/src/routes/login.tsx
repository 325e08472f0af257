import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { afterLoginTarget, loginHead } from '../features/auth/login-route';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'default', auth: false, task: true },
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
