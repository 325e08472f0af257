import { describe, expect, it } from 'vitest';
import { WEB_VIEW_SCREEN_NAMES } from '@jolda/api-client';
import { SCREENS, matchScreen } from './routes';

describe('the screens by path', () => {
  it.each([
    ['/web-view/car-info/12', 'car-info', ['12']],
    ['/web-view/online-dealer', 'models', []],
    ['/web-view/online-dealer/models', 'models', []],
    ['/web-view/online-dealer/detail/5', 'detail', ['5']],
    ['/web-view/online-dealer/detail/options', 'options', []],
    ['/web-view/online-dealer/detail/benefits', 'benefits', []],
    ['/web-view/online-dealer/detail/calculator', 'calculator', []],
    ['/web-view/online-dealer/detail/marketing', 'marketing', []],
    ['/web-view/online-dealer/detail/video/9', 'video-detail', ['9']],
    ['/web-view/online-dealer/video', 'video', []],
    ['/web-view/online-dealer/compare/3', 'compare', ['3']],
    ['/web-view/online-dealer/buy', 'buy', []],
    ['/web-view/online-dealer/test-drive', 'test-drive', []],
    ['/web-view/online-dealer/test-drive/mark', 'test-drive-mark', []],
    ['/web-view/online-dealer/test-drive/model', 'test-drive-model', []],
    ['/web-view/online-dealer/userReport', 'user-report', []],
  ])('%s is %s', (path, name, params) => {
    const m = matchScreen(path);
    expect(m?.route.name).toBe(name);
    expect(m?.params).toEqual(params);
  });

  it.each(['/web-view/car-info/0', '/web-view/car-info/abc', '/web-view/car-info/12345678901', '/web-view/online-dealer/detail/x', '/web-view/online-dealer/detail/video/0', '/web-view/online-dealer/detail/video', '/web-view/nope', '/web-view/'])(
    '%s is no screen',
    (path) => expect(matchScreen(path)).toBeNull(),
  );

  it('each screen is a chunk of its own', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...WEB_VIEW_SCREEN_NAMES].sort());
    expect(new Set(Object.values(SCREENS)).size).toBe(WEB_VIEW_SCREEN_NAMES.length);
  });
});
