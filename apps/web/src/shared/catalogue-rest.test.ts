import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from '@jolda/i18n';
import { restCatalogue, setRestCatalogueLoader } from './catalogue-rest';

afterEach(() => setRestCatalogueLoader(null));

describe('restCatalogue', () => {
  it('resolves at once with nothing to load (the server, a page with the whole catalogue)', async () => {
    await expect(restCatalogue()).resolves.toBeUndefined();
  });

  it('loads the rest once for every caller, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    setRestCatalogueLoader(load);
    await expect(restCatalogue()).rejects.toThrow('offline');
    await Promise.all([restCatalogue(), restCatalogue()]);
    await restCatalogue();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('messages merged into the object an i18n instance was made with are translated by it (the entry relies on it)', () => {
    const messages: Record<string, string[]> = { core: ['Найти'] };
    const i18n = createI18nInstance('ru', messages);
    expect(i18n._('core')).toBe('Найти');
    Object.assign(messages, { later: ['Гараж'] });
    expect(i18n._('later')).toBe('Гараж');
  });
});
