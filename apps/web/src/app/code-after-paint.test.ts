import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeAfterPaintScript, PRELOADS_PER_TASK } from './code-after-paint';

/** Runs the inline script as the browser would: with `document.currentScript` carrying the page's nonce. */
function run(script: string, nonce = 'n0nce') {
  const el = document.createElement('script');
  el.nonce = nonce;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => el });
  try {
    new Function(script)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    url: el.getAttribute('href') ?? el.getAttribute('src'),
    nonce: (el as HTMLElement).nonce,
  }));

describe('codeAfterPaintScript', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    document.head.innerHTML = '';
    // happy-dom loads no script files: it should say so quietly (the test only looks at what was added).
    const dom = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
    if (dom) dom.settings.handleDisabledFileLoadingAsSuccess = true;
    frames = [];
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads nothing before a frame is painted, then the preloads and the entry with the nonce', () => {
    run(codeAfterPaintScript('/assets/entry.js', ['/assets/a.js', '/assets/b.js']));
    expect(added()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(added()).toEqual([]); // the frame callback runs before the paint: the code is asked for just after it
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      { tag: 'script', url: '/assets/entry.js', nonce: 'n0nce' },
      { tag: 'link', url: '/assets/a.js', nonce: 'n0nce' },
      { tag: 'link', url: '/assets/b.js', nonce: 'n0nce' },
    ]);
    // The safety timer later does not add them twice.
    vi.advanceTimersByTime(5000);
    expect(added()).toHaveLength(3);
  });

  it('adds the preloads a few per task, so that no task inserts them all', () => {
    const preload = Array.from({ length: PRELOADS_PER_TASK * 2 + 3 }, (_, i) => `/assets/c${i}.js`);
    run(codeAfterPaintScript('/assets/entry.js', preload));
    frames[0]!(0);
    const perTask: number[] = [];
    let before = 0;
    // each timer tick is one task: count what each one added
    for (let tick = 0; tick < 10 && added().length < preload.length + 1; tick++) {
      vi.advanceTimersToNextTimer();
      perTask.push(added().length - before);
      before = added().length;
    }
    expect(perTask).toEqual([1 + PRELOADS_PER_TASK, PRELOADS_PER_TASK, 3]);
    expect(added().slice(1).map((x) => x.url)).toEqual(preload);
  });

  it('loads at once in a hidden tab (no frames come there)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(codeAfterPaintScript('/assets/entry.js', []));
    expect(added()).toEqual([{ tag: 'script', url: '/assets/entry.js', nonce: 'n0nce' }]);
    expect(frames).toEqual([]);
  });

  it('still loads when no frame ever comes', () => {
    run(codeAfterPaintScript('/assets/entry.js', []));
    vi.advanceTimersByTime(3000);
    expect(added()).toEqual([{ tag: 'script', url: '/assets/entry.js', nonce: 'n0nce' }]);
  });

  it("reloads the offline page's address when the network comes back, before the entry has run", () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ pathname: '/about', reload } as unknown as Location);
    document.body.innerHTML = '<section data-offline-page=""><button data-offline-retry="">Повторить</button></section>';
    run(codeAfterPaintScript('/assets/entry.js', []));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLButtonElement>('[data-offline-retry]')!.click();
    expect(reload).toHaveBeenCalledTimes(2);
    document.body.innerHTML = '';
  });

  it('leaves the offline page alone at its own address', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ pathname: '/kk/offline', reload } as unknown as Location);
    document.body.innerHTML = '<section data-offline-page=""><button data-offline-retry="">Повторить</button></section>';
    run(codeAfterPaintScript('/assets/entry.js', []));
    window.dispatchEvent(new Event('online'));
    document.querySelector<HTMLButtonElement>('[data-offline-retry]')!.click();
    expect(reload).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('waits for the whole document while it is still being parsed', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    run(codeAfterPaintScript('/assets/entry.js', []));
    expect(frames).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(1);
  });

  it('holds a form sent before hydration (no native submission, no reload) and sends it again once hydrated', () => {
    document.body.innerHTML = '<form><input name="phone" value="701"><button type="submit">Получить код</button></form>';
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (cb: () => void) => idle.push(cb) });
    run(codeAfterPaintScript('/assets/entry.js', []));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(500);
    expect(requestSubmit).not.toHaveBeenCalled(); // not hydrated yet
    document.documentElement.setAttribute('data-hydrated', '');
    vi.advanceTimersByTime(50);
    expect(requestSubmit).not.toHaveBeenCalled(); // hydrated: waits for the page to be idle
    idle.shift()!();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    // Once hydrated, a submission is React's own: left alone.
    const later = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '';
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('never lets an address close the script element', () => {
    const script = codeAfterPaintScript('/a.js</script><script>alert(1)</script>', []);
    expect(script).not.toContain('</script>');
  });
});
