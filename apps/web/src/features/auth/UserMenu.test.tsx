import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageQueries } from '@jolda/api-client';
import type { MockHandler } from '@jolda/api-client/testing';
import { renderScreen } from '../../shared/testing';
import { UserMenu } from './UserMenu';

const profile = { id: 1, phone: '+77011234567', name: 'Айгерим', cityId: null, locale: 'ru', createdAt: '2026-01-01T00:00:00.000Z' };

const api =
  (unread: number): MockHandler =>
  (config) => {
    const path = new URL(config.url ?? '', 'http://api.test').pathname;
    if (path === '/auth/profile/v2/') return { status: 200, data: profile };
    if (path === '/api/messages/unread') return { status: 200, data: { unread } };
    return { status: 404, data: { code: 'not_found', message: path } };
  };

const menu = () => <UserMenu linkClassName="link" hideOnMobileClassName="hide" />;

describe('the header’s unread messages (issue 23: unread counts in the header)', () => {
  it('shows the count on the avatar and beside “Сообщения” in the menu, and follows the live stream', async () => {
    const view = await renderScreen(menu, { signedIn: true, handler: api(3), paths: ['/profile', '/profile/messages', '/profile/favourites', '/profile/my-publications', '/bonus', '/profile/settings'] });
    expect((await screen.findByTestId('messages-unread')).textContent).toBe('3');
    // The profile and the count are two requests: whichever answers last, the trigger's name gets both.
    const trigger = await screen.findByRole('button', { name: /Меню профиля: Айгерим\. Непрочитанных сообщений: 3/ });
    fireEvent.click(trigger);
    const item = screen.getByTestId('menu-messages');
    expect(item.getAttribute('href')).toBe('/profile/messages');
    expect(within(item).getByTestId('menu-messages-unread').textContent).toBe('3');
    expect(item.textContent).toContain('непрочитанных: 3');

    // The live stream writes each event's total into the query (live-stream.test.ts): the badge follows it without
    // another request.
    const unreadCalls = () => view.adapter.calls.filter((c) => c.url === '/api/messages/unread').length;
    expect(unreadCalls()).toBe(1);
    const key = messageQueries.unread(view.http).queryKey;
    view.queryClient.setQueryData(key, { unread: 120 });
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('99+'));
    view.queryClient.setQueryData(key, { unread: 0 });
    await waitFor(() => expect(screen.queryByTestId('messages-unread')).toBeNull());
    expect(screen.queryByTestId('menu-messages-unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Меню профиля: Айгерим' })).toBeTruthy();
    expect(unreadCalls()).toBe(1);
  });

  it('is never asked for on a page of a visitor who is not signed in', async () => {
    const view = await renderScreen(menu, { handler: api(3), paths: ['/login'] });
    expect(await screen.findByTestId('sign-in-link')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(view.adapter.calls.map((c) => c.url)).not.toContain('/api/messages/unread');
    expect(screen.queryByTestId('messages-unread')).toBeNull();
  });
});
