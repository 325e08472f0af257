import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable, preloadOnServer, serverPreloadsSettled } from './preloadable';

function Panel({ label }: { label: string }) {
  return <p data-testid="panel">{label}</p>;
}

const page = (C: React.ComponentType<{ label: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <C label="Фильтры" />
  </Suspense>
);

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

describe('preloadable', () => {
  it('renders to a string only its fallback until loaded; once a server preload settles, the component', async () => {
    const Sidebar = preloadable(() => later(Panel));
    const Overlay = preloadable(() => later(Panel));
    expect(renderToString(page(Sidebar))).toContain('loading');
    preloadOnServer(Sidebar);
    await serverPreloadsSettled();
    expect(Sidebar.loaded()).toBe(true);
    const html = renderToString(page(Sidebar));
    expect(html).toContain('data-testid="panel"');
    expect(html).toContain('Фильтры');
    expect(html).not.toContain('loading');
    // Only what was asked for is loaded: an overlay stays unloaded, as it is in the browser at hydration.
    expect(Overlay.loaded()).toBe(false);
  });

  it('a server preload that fails leaves the page to render (its fallback), and a later preload retries', async () => {
    let calls = 0;
    let fail = true;
    const Flaky = preloadable(async () => {
      calls += 1;
      if (fail) throw new Error('chunk request failed');
      return Panel;
    });
    preloadOnServer(Flaky);
    await expect(serverPreloadsSettled()).resolves.toBeUndefined();
    expect(Flaky.loaded()).toBe(false);
    fail = false;
    await Flaky.preload();
    expect(calls).toBe(2);
    expect(Flaky.loaded()).toBe(true);
  });
});
