import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadNear } from './load-near';

/** A preloadable part whose chunk arrives when the test says so. */
function fakePart() {
  let loaded = false;
  let arrive: () => void = () => undefined;
  const preload = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        arrive = () => {
          loaded = true;
          resolve();
        };
      }),
  );
  return { preload, loaded: () => loaded, arrive: () => arrive() };
}

function Section({ part }: { part: ReturnType<typeof fakePart> }) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useLoadNear(ref, part);
  return ready ? <p>form</p> : <div ref={ref} data-testid="placeholder">placeholder</div>;
}

let idle: (() => void) | null = null;
const observed: Element[] = [];

afterEach(() => {
  document.body.innerHTML = '';
  idle = null;
  observed.length = 0;
  vi.unstubAllGlobals();
});

function stubBrowser() {
  vi.stubGlobal('requestIdleCallback', (f: () => void) => {
    idle = f;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {
        return undefined;
      }
    },
  );
}

describe('useLoadNear', () => {
  it('renders the placeholder on the server and while hydrating, and asks for nothing before hydration', () => {
    const part = fakePart();
    expect(renderToString(<Section part={part} />)).toContain('placeholder');
    expect(part.preload).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML as it is, loads the part on the first touch, then shows it', async () => {
    stubBrowser();
    const part = fakePart();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Section part={part} />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Section part={part} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('placeholder');
    expect(observed).toHaveLength(1);
    fireEvent.pointerDown(container.querySelector('[data-testid="placeholder"]')!);
    expect(part.preload).toHaveBeenCalledTimes(1);
    await act(async () => part.arrive());
    expect(container.textContent).toBe('form');
  });

  it('loads the part once the page is idle when nobody scrolls to it', async () => {
    stubBrowser();
    const part = fakePart();
    const { container } = render(<Section part={part} />);
    expect(container.textContent).toBe('placeholder');
    act(() => idle?.());
    expect(part.preload).toHaveBeenCalledTimes(1);
    await act(async () => part.arrive());
    expect(container.textContent).toBe('form');
  });

  it('shows the part at once in a page the browser renders after its chunk has come', () => {
    stubBrowser();
    const part = fakePart();
    part.preload();
    part.arrive();
    const { container } = render(<Section part={part} />);
    expect(container.textContent).toBe('form');
  });
});
