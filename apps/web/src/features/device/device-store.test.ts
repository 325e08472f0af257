import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieStore } from '@jolda/auth';
import { breakpointFor, createDeviceStore, deviceStateFor, trackDevice, RESIZE_DEBOUNCE_MS } from './device-store';
import { detectPlatform, recordPlatform } from './platform';

describe('breakpoints', () => {
  it('maps widths to sm 640, md 768, lg 1024, xl 1280, 2xl 1536; below 1024 is mobile', () => {
    expect(breakpointFor(320)).toBe('xs');
    expect(breakpointFor(639)).toBe('xs');
    expect(breakpointFor(640)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(1023)).toBe('md');
    expect(breakpointFor(1024)).toBe('lg');
    expect(breakpointFor(1280)).toBe('xl');
    expect(breakpointFor(1536)).toBe('2xl');
    expect(breakpointFor(4000)).toBe('2xl');
    expect(deviceStateFor(1023).isMobile).toBe(true);
    expect(deviceStateFor(1024).isMobile).toBe(false);
  });
});

describe('trackDevice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow(width: number) {
    const target = new EventTarget();
    return {
      innerWidth: width,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      resize(w: number) {
        this.innerWidth = w;
        target.dispatchEvent(new Event('resize'));
      },
    };
  }

  it('measures at once, then 50 ms after the last resize', () => {
    const win = fakeWindow(1280);
    const store = createDeviceStore();
    const stop = trackDevice(store, win as unknown as Window);
    expect(store.getState()).toEqual({ width: 1280, breakpoint: 'xl', isMobile: false });

    win.resize(800);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(store.getState().width).toBe(1280); // not yet
    win.resize(375); // restarts the wait
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(store.getState().width).toBe(1280);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual({ width: 375, breakpoint: 'xs', isMobile: true });

    stop();
    win.resize(1600);
    vi.advanceTimersByTime(100);
    expect(store.getState().width).toBe(375);
  });

  it('does not notify when nothing changed', () => {
    const win = fakeWindow(1024);
    const store = createDeviceStore();
    trackDevice(store, win as unknown as Window);
    const listener = vi.fn();
    store.subscribe(listener);
    win.resize(1024);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('platform', () => {
  it('detects the web view and records it in the platform cookie', () => {
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 Chrome/120' })).toBe('web');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 13; wv) JoldaApp/3.2' })).toBe('web-view');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A515F; wv) AppleWebKit' })).toBe('web-view');
    expect(detectPlatform({ search: new URLSearchParams('platform=web-view') })).toBe('web-view');
    expect(detectPlatform({ stored: 'web-view' })).toBe('web-view');
    const cookies = createMemoryCookieStore();
    const set = vi.spyOn(cookies, 'set');
    recordPlatform(cookies, 'web');
    recordPlatform(cookies, 'web');
    expect(cookies.get('platform')).toBe('web');
    expect(set).toHaveBeenCalledTimes(1);
  });
});
