import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
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

describe('useAfterHydration', () => {
  it('is false on the server', () => {
    expect(renderToString(<Root><Part /></Root>)).toContain('placeholder');
  });

  it('hydrates the server HTML as it is, then renders the part in a task of its own', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Root><Part /></Root>);
    document.body.append(container);
    const errors: unknown[] = [];
    const renders: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Root><Part renders={renders} /></Root>, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('placeholder');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.textContent).toBe('cards');
  });

  it('renders at once on a page the browser renders itself, after hydration', () => {
    document.documentElement.dataset['hydrated'] = '';
    const renders: boolean[] = [];
    const { getByTestId } = render(<Part renders={renders} />);
    expect(getByTestId('part').textContent).toBe('cards');
    expect(renders[0]).toBe(true);
  });
});
