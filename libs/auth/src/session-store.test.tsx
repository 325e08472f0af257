import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticsUser, resetAnalyticsUserForTests, setAnalyticsUser } from './analytics.js';
import { createMemoryCookieStore } from './cookies.js';
import { profileQueries } from './profile-queries.js';
import { SessionStoreProvider, sessionFromCookies, useAnalyticsUser, useSessionStore, useSessionStoreApi } from './session-store.js';

afterEach(() => resetAnalyticsUserForTests());

describe('sessionFromCookies', () => {
  it('signed in with a token; the user id only then', () => {
    expect(sessionFromCookies(createMemoryCookieStore({ access_token: 'a', user: '{"id":4}' }))).toEqual({ signedIn: true, userId: 4 });
    expect(sessionFromCookies(createMemoryCookieStore({ user: '{"id":4}' }))).toEqual({ signedIn: false, userId: null });
  });
});

describe('SessionStoreProvider / useSessionStore', () => {
  it('renders the initial state and updates', () => {
    let api!: ReturnType<typeof useSessionStoreApi>;
    function Header() {
      const signedIn = useSessionStore((s) => s.signedIn);
      const userId = useSessionStore((s) => s.userId);
      api = useSessionStoreApi();
      return <span>{signedIn ? `user ${userId}` : 'anonymous'}</span>;
    }
    render(
      <SessionStoreProvider initial={{ signedIn: true, userId: 9 }}>
        <Header />
      </SessionStoreProvider>,
    );
    expect(screen.getByText('user 9')).toBeTruthy();
    act(() => api.getState().signOut());
    expect(screen.getByText('anonymous')).toBeTruthy();
  });

  it('each provider has its own store (no leaks between SSR requests)', () => {
    function S() {
      return <i>{String(useSessionStore((s) => s.userId))}</i>;
    }
    const { container } = render(
      <>
        <SessionStoreProvider initial={{ signedIn: true, userId: 1 }}>
          <S />
        </SessionStoreProvider>
        <SessionStoreProvider initial={{ signedIn: false, userId: null }}>
          <S />
        </SessionStoreProvider>
      </>,
    );
    expect(container.textContent).toBe('1null');
  });

  it('throws without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function S() {
      useSessionStore((s) => s.signedIn);
      return null;
    }
    expect(() => render(<S />)).toThrow(/SessionStoreProvider/);
  });
});

describe('profileQueries.me', () => {
  const profile = { id: 3, phone: '+77001112233', name: null, cityId: null, locale: 'ru', createdAt: '2025-01-01' };
  it('calls the profile endpoint only with a token', async () => {
    const http = { get: vi.fn(async () => profile) };
    const qc = new QueryClient();
    await expect(qc.fetchQuery(profileQueries.me(http, { signedIn: false }))).resolves.toBeNull();
    expect(http.get).not.toHaveBeenCalled();
    await expect(qc.fetchQuery(profileQueries.me(http, { signedIn: true }))).resolves.toEqual(profile);
    expect(http.get).toHaveBeenCalledWith('/auth/profile/v2/', expect.anything());
    expect(profileQueries.me(http, { signedIn: true }).queryKey).not.toEqual(profileQueries.me(http, { signedIn: false }).queryKey);
  });
});

describe('analytics hand-off', () => {
  it('reports the id once per change, also to a late handler', () => {
    setAnalyticsUser(5);
    const handler = vi.fn();
    const off = onAnalyticsUser(handler);
    expect(handler).toHaveBeenLastCalledWith(5);
    setAnalyticsUser(5);
    setAnalyticsUser(null);
    expect(handler.mock.calls).toEqual([[5], [null]]);
    off();
    setAnalyticsUser(6);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('useAnalyticsUser hands the profile id over after mount', () => {
    const handler = vi.fn();
    onAnalyticsUser(handler);
    function P({ id }: { id: number | null }) {
      useAnalyticsUser(id);
      return null;
    }
    const { rerender } = render(<P id={11} />);
    rerender(<P id={11} />);
    expect(handler.mock.calls).toEqual([[11]]);
  });
});
