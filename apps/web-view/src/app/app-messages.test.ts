import { describe, expect, it, vi } from 'vitest';
import { applyInsets, applyTheme, handleBack, switchLocale } from './app-messages';

describe("the app's messages", () => {
  it('theme: the message, else the cookie, else the system', () => {
    const root = document.createElement('html');
    document.cookie = 'theme=dark; path=/';
    applyTheme(root, null);
    expect(root.dataset['theme']).toBe('dark');
    applyTheme(root, 'light');
    expect(root.dataset['theme']).toBe('light');
    document.cookie = 'theme=; path=/; max-age=0';
    applyTheme(root, null);
    expect(root.dataset['theme']).toBe('system');
  });

  it('insets become CSS variables', () => {
    const root = document.createElement('html');
    applyInsets(root, { top: 47, right: 0, bottom: 34, left: 0 });
    expect(root.style.getPropertyValue('--wv-inset-top')).toBe('47px');
    expect(root.style.getPropertyValue('--wv-inset-bottom')).toBe('34px');
  });

  it('locale reopens the same screen in the other language, keeping the query', () => {
    const replace = vi.fn();
    switchLocale({ pathname: '/web-view/online-dealer/models', search: '?brand=kia', replace }, 'ru', 'kk');
    expect(replace).toHaveBeenCalledWith('/kk/web-view/online-dealer/models?brand=kia');
    switchLocale({ pathname: '/kk/web-view/car-info/5', search: '', replace }, 'kk', 'ru');
    expect(replace).toHaveBeenLastCalledWith('/web-view/car-info/5');
    switchLocale({ pathname: '/web-view/car-info/5', search: '', replace }, 'ru', 'ru');
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('back: a step of the screen goes back, else the app is asked to close it', () => {
    const send = vi.fn();
    const back = vi.fn();
    handleBack({ state: { wvStep: 2 }, back }, { send });
    expect(back).toHaveBeenCalled();
    handleBack({ state: null, back }, { send });
    expect(send).toHaveBeenCalledWith('close', {});
  });
});
