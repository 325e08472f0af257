import { describe, expect, it, vi } from 'vitest';
import { createRouteMiddlewareRegistry, registerRouteMiddleware, runRouteMiddleware } from './middleware';

const ctx = { pathname: '/cars/almaty', params: { _splat: 'almaty' }, search: {} };

describe('route middleware registry', () => {
  it('runs the named steps in order', async () => {
    const reg = createRouteMiddlewareRegistry();
    const calls: string[] = [];
    reg.register('a', () => void calls.push('a'));
    reg.register('b', async () => void calls.push('b'));
    await expect(reg.run(['b', 'a'], ctx)).resolves.toBeUndefined();
    expect(calls).toEqual(['b', 'a']);
  });

  it("rejects an unknown name with exactly 'Unknown route middleware', before running any step", async () => {
    const reg = createRouteMiddlewareRegistry();
    const a = vi.fn();
    reg.register('a', a);
    const error = await reg.run(['a', 'nope'], ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Unknown route middleware');
    expect(a).not.toHaveBeenCalled();
  });

  it('stops at the first step that redirects', async () => {
    const reg = createRouteMiddlewareRegistry();
    const later = vi.fn();
    reg.register('model-redirect', () => ({ redirect: '/market/toyota/camry', status: 301 as const }));
    reg.register('later', later);
    await expect(reg.run(['model-redirect', 'later'], ctx)).resolves.toEqual({ redirect: '/market/toyota/camry', status: 301 });
    expect(later).not.toHaveBeenCalled();
  });

  it("files a step's data under its name for the route", async () => {
    const reg = createRouteMiddlewareRegistry();
    reg.register('deep-link', () => ({ data: { filter: { city: 'almaty' } } }));
    reg.register('none', () => undefined);
    const run = { ...ctx, data: {} };
    await expect(reg.run(['none', 'deep-link'], run)).resolves.toBeUndefined();
    expect(run.data).toEqual({ 'deep-link': { filter: { city: 'almaty' } } });
  });

  it('passes the context and propagates a step error', async () => {
    const reg = createRouteMiddlewareRegistry();
    const seen = vi.fn();
    reg.register('deep-link', (c) => seen(c.params));
    reg.register('boom', () => {
      throw new Error('boom');
    });
    await reg.run(['deep-link'], ctx);
    expect(seen).toHaveBeenCalledWith({ _splat: 'almaty' });
    await expect(reg.run(['boom'], ctx)).rejects.toThrow('boom');
  });

  it('runs nothing for no names and unregisters', async () => {
    const reg = createRouteMiddlewareRegistry();
    await expect(reg.run(undefined, ctx)).resolves.toBeUndefined();
    const off = reg.register('x', () => undefined);
    expect(reg.has('x')).toBe(true);
    off();
    expect(reg.has('x')).toBe(false);
    await expect(reg.run(['x'], ctx)).rejects.toThrow(/^Unknown route middleware$/);
  });

  it('has a process-wide registry', async () => {
    const step = vi.fn();
    const off = registerRouteMiddleware('global-step', step);
    await runRouteMiddleware(['global-step'], ctx);
    expect(step).toHaveBeenCalledTimes(1);
    off();
    await expect(runRouteMiddleware(['global-step'], ctx)).rejects.toThrow('Unknown route middleware');
  });
});
