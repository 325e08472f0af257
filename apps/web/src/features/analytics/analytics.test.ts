import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, enqueue, validGtmId, ENGAGEMENT_TIMEOUT_MS, MAX_QUEUE, loadScriptTag } from './analytics';
import { installGlobalErrorHandlers } from './error-log';

const silent = { warn: vi.fn() };

describe('analytics adapter', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('accepts only GTM- followed by upper-case letters and digits', () => {
    expect(validGtmId('GTM-AB12CD')).toBe('GTM-AB12CD');
    expect(validGtmId('gtm-ab12')).toBeNull();
    expect(validGtmId('GTM-')).toBeNull();
    expect(validGtmId('GTM-AB"><script>')).toBeNull();
    expect(validGtmId(null)).toBeNull();
  });

  it('makes no third-party call and keeps nothing when nothing is configured', async () => {
    const loadScript = vi.fn();
    const host: { dataLayer?: unknown[] } = {};
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const a = createAnalytics({ config: { gtmId: null, engagementUrl: 'https://engage.example/e.js' }, loadScript, host, logger: silent });
    await a.start();
    a.track('page_view', { path: '/' });
    a.setUserId(12);
    expect(a.active).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(host.dataLayer).toBeUndefined();
    expect(a.queued()).toEqual([]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(a.identity.userId).toBe(12);
  });

  it('loads the container, then the engagement script with a 10000 ms timeout, and flushes the queue', async () => {
    let release!: () => void;
    const loadScript = vi.fn((src: string) => (src.includes('gtm.js') ? new Promise<void>((r) => (release = r)) : Promise.resolve()));
    const host: { dataLayer?: unknown[] } = {};
    const a = createAnalytics({ config: { gtmId: 'GTM-K9X2', engagementUrl: 'https://engage.example/e.js' }, loadScript, host, logger: silent });
    const started = a.start();
    a.track('page_view', { path: '/cars' });
    expect(a.queued()).toEqual([{ event: 'page_view', path: '/cars' }]); // waiting for the container
    release();
    await started;
    expect(loadScript).toHaveBeenNthCalledWith(1, 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2', { nonce: undefined });
    expect(loadScript).toHaveBeenNthCalledWith(2, 'https://engage.example/e.js', { timeoutMs: ENGAGEMENT_TIMEOUT_MS, nonce: undefined });
    expect(a.queued()).toEqual([]);
    expect(host.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' }), { event: 'page_view', path: '/cars' }]);
  });

  it('holds at most 512 events, dropping the oldest', async () => {
    const a = createAnalytics({ config: { gtmId: 'GTM-Q1', engagementUrl: null }, loadScript: () => new Promise(() => undefined), host: {}, logger: silent });
    void a.start();
    for (let i = 0; i < MAX_QUEUE + 10; i++) a.track('e', { i });
    expect(a.queued()).toHaveLength(512);
    expect(a.queued()[0]).toMatchObject({ i: 10 });
    expect(enqueue([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });

  it('opting out drops the queue and stops everything', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const host: { dataLayer?: unknown[] } = {};
    const a = createAnalytics({ config: { gtmId: 'GTM-Q1', engagementUrl: null }, loadScript, host, optOut: true, logger: silent });
    await a.start();
    a.track('page_view');
    expect(loadScript).not.toHaveBeenCalled();
    expect(host.dataLayer).toBeUndefined();
    a.setOptOut(false);
    await Promise.resolve();
    expect(loadScript).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    a.setOptOut(true);
    a.track('later');
    expect(a.queued()).toEqual([]);
    expect(host.dataLayer?.some((e) => (e as { event: string }).event === 'later')).toBe(false);
  });

  it('the script loader gives up after the timeout', async () => {
    vi.useFakeTimers();
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((n) => n); // a script that never answers
    const p = loadScriptTag('https://engage.example/slow.js', { timeoutMs: ENGAGEMENT_TIMEOUT_MS });
    const settled = vi.fn();
    p.catch(settled);
    await vi.advanceTimersByTimeAsync(ENGAGEMENT_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Timed out after 10000 ms') }));
    expect(append).toHaveBeenCalledWith(expect.objectContaining({ src: 'https://engage.example/slow.js', async: true }));
  });
});

describe('global error handlers', () => {
  it('log uncaught errors and rejections, and can be removed', () => {
    const target = new EventTarget() as unknown as Window;
    const logger = { error: vi.fn() };
    const off = installGlobalErrorHandlers(target, logger);
    const err = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: err, message: 'boom' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(logger.error).toHaveBeenCalledWith('Uncaught error', expect.objectContaining({ message: 'boom', name: 'Error' }));
    expect(logger.error).toHaveBeenCalledWith('Unhandled promise rejection', { message: 'nope' });
    off();
    target.dispatchEvent(Object.assign(new Event('error'), { error: err }));
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
