import { act, render, screen, waitFor, cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorageProvider } from 'unleash-proxy-client';
import { createFlagsClient } from './client.js';
import { AA_TEST, experimentGroup, resetExperimentReportsForTests, useAaTest } from './experiment.js';
import { setOverride } from './overrides.js';
import { FlagsProvider, useFlag, useFlagList, useFlagsStatus, useVariant } from './react.js';
import { fakeFetch, toggle } from './test-fetch.js';

function client(toggles: ReturnType<typeof toggle>[], extra: { bootstrap?: ReturnType<typeof toggle>[]; overrides?: boolean } = {}) {
  const f = fakeFetch({ toggles: () => toggles });
  return createFlagsClient({
    url: 'https://flags.test/api/frontend',
    clientKey: 'k',
    appName: 'jolda-web',
    context: { sessionId: 'v1' },
    fetch: f.fetch,
    storageProvider: new InMemoryStorageProvider(),
    overrides: extra.overrides ?? true,
    ...(extra.bootstrap ? { bootstrap: extra.bootstrap } : {}),
  });
}

beforeEach(() => {
  resetExperimentReportsForTests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Probe({ name }: { name: string }) {
  const on = useFlag(name);
  const variant = useVariant(name);
  const { flagsReady } = useFlagsStatus();
  return <p data-testid="probe">{`${name}:${on ? 'on' : 'off'}:${variant.name}:${flagsReady ? 'ready' : 'pending'}`}</p>;
}

describe('FlagsProvider + hooks', () => {
  it('starts the client and renders server toggles, then local overrides', async () => {
    render(
      <FlagsProvider client={client([toggle('beta', true, 'blue')])}>
        <Probe name="beta" />
      </FlagsProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('beta:on:blue:ready'));
    act(() => void setOverride('beta', false));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('beta:off:blue:ready'));
  });

  it('server render uses bootstrap toggles only (no overrides, no polling)', () => {
    setOverride('beta', false);
    const html = renderToString(
      <FlagsProvider client={client([], { bootstrap: [toggle('beta', true)] })}>
        <Probe name="beta" />
      </FlagsProvider>,
    );
    expect(html).toContain('beta:on:disabled:ready');
  });

  it('useFlagList lists server state and overrides', async () => {
    setOverride('local-only', true);
    setOverride('a', true);
    function List() {
      return (
        <ul>
          {useFlagList().map((r) => (
            <li key={r.name}>{`${r.name}=${r.enabled}/${r.serverEnabled}/${String(r.override)}`}</li>
          ))}
        </ul>
      );
    }
    const { container } = render(
      <FlagsProvider client={client([toggle('a', false), toggle('b', true)])}>
        <List />
      </FlagsProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(3));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'a=true/false/true',
      'b=true/true/null',
      'local-only=true/false/true',
    ]);
  });
});

describe('aa_test_29_2025', () => {
  it('experimentGroup is decided by the flag named test', () => {
    expect(experimentGroup({ isEnabled: (n) => n === 'test' })).toBe('test');
    expect(experimentGroup({ isEnabled: () => false })).toBe('control');
    expect(experimentGroup({ isEnabled: (n) => n === AA_TEST })).toBe('control');
  });

  it.each([
    [true, 'test'],
    [false, 'control'],
  ] as const)('test=%s → group %s, reported once after ready', async (enabled, group) => {
    const report = vi.fn();
    function A() {
      return <b data-testid="g">{useAaTest(report)}</b>;
    }
    const c = client([toggle('test', enabled)], { overrides: false });
    const { rerender } = render(
      <FlagsProvider client={c}>
        <A />
      </FlagsProvider>,
    );
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledWith({ experiment: 'aa_test_29_2025', group });
    expect(screen.getByTestId('g').textContent).toBe(group);
    rerender(
      <FlagsProvider client={c}>
        <A />
        <A />
      </FlagsProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('does not report before the flags are ready', async () => {
    const report = vi.fn();
    function A() {
      useAaTest(report);
      return null;
    }
    const never = createFlagsClient({
      url: 'https://flags.test/api/frontend',
      clientKey: 'k',
      appName: 'jolda-web',
      fetch: (() => new Promise(() => undefined)) as unknown as typeof fetch,
      storageProvider: new InMemoryStorageProvider(),
    });
    render(
      <FlagsProvider client={never}>
        <A />
      </FlagsProvider>,
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(report).not.toHaveBeenCalled();
  });
});
