import { act, render } from '@testing-library/react';
import { lazy, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterHydration } from './after-hydration';

function Part({ renders }: { renders?: boolean[] }) {
  const ready = useAfterHydration();
  renders?.push(ready);
  return <p data-testid="part">{ready ? 'cards' : 'placeholder'}</p>;
}

/** What the app's root does once React owns the page. */
function Root({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return <div>{children}</div>;
}

afterEach(() => {
  delete document.documentElement.dataset['hydrated'];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function serverHtml(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.append(container);
  return container;
}

describe('useAfterHydration', () => {
  it('is false on the server', () => {
    expect(renderToString(<Root><Part /></Root>)).toContain('placeholder');
  });

  it('hydrates the server HTML as it is, then renders the part in a task of its own', async () => {
    vi.useFakeTimers();
    const container = serverHtml(<Root><Part /></Root>);
    const errors: unknown[] = [];
    const renders: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Root><Part renders={renders} /></Root>, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(renders.every((r) => r === false)).toBe(true);
    expect(container.textContent).toBe('placeholder');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.textContent).toBe('cards');
  });

  it('in a Suspense boundary that hydrates after the rest of the page (a lazy route), still hydrates without a mismatch', async () => {
    const container = serverHtml(
      <Root>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </Root>,
    );
    let resolve: (m: { default: typeof Part }) => void = () => undefined;
    const LazyPart = lazy(() => new Promise<{ default: typeof Part }>((r) => (resolve = r)));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Root>
          <Suspense fallback={<p>loading</p>}>
            <LazyPart />
          </Suspense>
        </Root>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    // The root has committed (and marked the page hydrated) while the part's code is still on its way.
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    await act(async () => {
      resolve({ default: Part });
    });
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(container.textContent).toBe('cards'));
  });

  it('renders at once on a page the browser renders itself, after hydration', () => {
    document.documentElement.dataset['hydrated'] = '';
    const renders: boolean[] = [];
    const { getByTestId } = render(<Part renders={renders} />);
    expect(getByTestId('part').textContent).toBe('cards');
    expect(renders[0]).toBe(true);
  });
});
