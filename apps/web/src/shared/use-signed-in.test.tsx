import { act, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { useSignedIn } from './use-signed-in';

function Heart({ n }: { n: number }) {
  return <span data-testid="heart">{`${n}:${useSignedIn() ? 'in' : 'out'}`}</span>;
}

function setup() {
  const cookie = { signedIn: false, reads: 0 };
  const session = {
    isSignedIn: () => {
      cookie.reads++;
      return cookie.signedIn;
    },
  };
  const root = createRootRouteWithContext<{ session: typeof session }>()({
    staticData: { layout: 'default', auth: false },
    component: () => <Outlet />,
  });
  const page = () => (
    <>
      {Array.from({ length: 20 }, (_, i) => (
        <Heart key={i} n={i} />
      ))}
    </>
  );
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', staticData: { layout: 'default', auth: false }, component: page }),
    createRoute({ getParentRoute: () => root, path: '/next', staticData: { layout: 'default', auth: false }, component: page }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), context: { session } });
  return { cookie, router };
}

describe('useSignedIn', () => {
  it('reads the cookie once for a page of hearts, and again after a navigation and on focus', async () => {
    const { cookie, router } = setup();
    render(<RouterProvider router={router} />);
    expect(await screen.findAllByTestId('heart')).toHaveLength(20);
    expect(screen.getAllByTestId('heart').every((h) => (h.textContent ?? '').endsWith(':out'))).toBe(true);
    expect(cookie.reads).toBeLessThanOrEqual(2); // the first render, and the router's first onResolved
    const settled = cookie.reads;

    cookie.signedIn = true; // signed in: noticed on the next page
    await act(() => router.navigate({ href: '/next' }));
    expect(screen.getAllByTestId('heart').every((h) => (h.textContent ?? '').endsWith(':in'))).toBe(true);
    expect(cookie.reads).toBe(settled + 1); // once for the navigation, not once per heart

    cookie.signedIn = false; // signed out in another tab: noticed when this one regains focus
    const before = cookie.reads;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(cookie.reads).toBe(before + 1);
    expect(screen.getAllByTestId('heart').every((h) => (h.textContent ?? '').endsWith(':out'))).toBe(true);
  });
});
