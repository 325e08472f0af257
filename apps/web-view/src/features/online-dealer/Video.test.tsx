import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import type { MarketVideoCard, MarketVideoDetail } from '@jolda/contracts';
import { renderScreen } from '../../test/render-screen';
import { VideoDetail } from './VideoDetail';
import { VideoList } from './VideoList';

const card = (id: number, o: Partial<MarketVideoCard> = {}): MarketVideoCard => ({
  id,
  kind: 'test_drive',
  title: `Тест-драйв Kia K5 по трассе Алматы — Капшагай ${id}`,
  language: 'ru',
  durationSec: 754,
  poster: `/media/market/3-${id}.svg`,
  publishedOn: '2026-03-12',
  demo: true,
  brand: { slug: 'kia', name: 'Kia', premium: false },
  model: { slug: 'k5', name: 'K5', premium: false },
  ...o,
});
const detail = (o: Partial<MarketVideoDetail['video']> = {}): MarketVideoDetail => ({
  video: { ...card(5), summary: 'Едем по трассе: разгон, шумоизоляция и расход.', source: null, ...o },
  more: [card(6, { kind: 'review', language: 'kk' })],
});

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  done = undefined;
});

describe('video (the list)', () => {
  it('lists a model’s videos with their length, marks the demo ones and says why, and opens one by `navigate`', async () => {
    const list = { items: [card(1), card(2, { demo: false, kind: 'winter' })], total: 30, page: 1, pageSize: 24, pages: 2, brand: card(1).brand, model: card(1).model };
    const r = renderScreen(<VideoList search={new URLSearchParams('brand=kia&model=k5')} />, {
      pathname: '/web-view/online-dealer/video',
      handler: () => ({ status: 200, data: list }),
    });
    done = r.cleanup;
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Видеообзоры Kia K5');
    expect(r.adapter.calls[0]!.url).toBe('/api/market/videos?brand=kia&model=k5');
    const cards = screen.getAllByTestId('video-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('12:34');
    expect(cards[0]!.textContent).toContain('Демо');
    expect(cards[1]!.textContent).not.toContain('Демо');
    expect(cards[1]!.textContent).toContain('Зимний тест · На русском · 12 марта 2026');
    expect(screen.getByTestId('demo-notice').textContent).toContain('нет видеозаписей');
    await waitFor(() => expect(r.sent.map((m) => m.type)).toContain('ready'));
    fireEvent.click(cards[0]!);
    await waitFor(() => expect(r.sent.find((m) => m.type === 'navigate')?.payload).toEqual({ path: '/web-view/online-dealer/detail/video/1' }));
    // The next page, on request.
    fireEvent.click(screen.getByTestId('more-videos'));
    await waitFor(() => expect(r.adapter.calls.some((c) => c.url === '/api/market/videos?brand=kia&model=k5&page=2')).toBe(true));
  });

  it('a model not on sale, or a model without its brand, is a definite not-found', async () => {
    const r = renderScreen(<VideoList search={new URLSearchParams('brand=kia&model=nope')} />, {
      pathname: '/web-view/online-dealer/video',
      handler: () => ({ status: 404, data: { code: 'model_not_found', message: 'no' } }),
    });
    done = r.cleanup;
    expect((await screen.findByTestId('not-found')).textContent).toContain('Модель не найдена');
    r.cleanup();
    const bad = renderScreen(<VideoList search={new URLSearchParams('model=k5')} />, { pathname: '/web-view/online-dealer/video', handler: () => ({ status: 500 }) });
    done = bad.cleanup;
    expect((await screen.findByTestId('not-found')).textContent).toContain('Модель не найдена');
    expect(bad.adapter.calls).toHaveLength(0);
  });
});

describe('detail/video/{id}', () => {
  for (const locale of ['ru', 'kk'] as const) {
    it(`a demo video: the poster and a plain "nothing plays", no player (${locale})`, async () => {
      const r = renderScreen(<VideoDetail id={5} />, { locale, pathname: '/web-view/online-dealer/detail/video/5', handler: () => ({ status: 200, data: detail() }) });
      done = r.cleanup;
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(detail().video.title);
      expect(r.container.querySelector('video')).toBeNull();
      expect(screen.queryByTestId('open-video')).toBeNull();
      expect(screen.getByTestId('demo-notice').textContent).toContain('видеофайла нет');
      expect(screen.getByTestId('video-facts').textContent).toContain('12:34');
      expect(screen.getByTestId('video-facts').textContent).toContain(locale === 'kk' ? '2026 ж. 12 наурыз' : '12 марта 2026');
      expect(screen.getByTestId('more-videos').textContent).toContain('На казахском');
      await waitFor(() => expect(r.sent.map((m) => m.type)).toContain('ready'));
      expect(r.sent.find((m) => m.type === 'ready')!.payload).toEqual({ screen: `${locale === 'kk' ? '/kk' : ''}/web-view/online-dealer/detail/video/5`, locale });
      expect(r.sent.find((m) => m.type === 'title')!.payload).toEqual({ title: detail().video.title });
    });
  }

  it('a video file plays in the page’s own player, with its poster and a name', async () => {
    const data = detail({ demo: false, source: { kind: 'file', url: 'https://cdn.example.kz/k5.mp4' } });
    const r = renderScreen(<VideoDetail id={5} />, { pathname: '/web-view/online-dealer/detail/video/5', handler: () => ({ status: 200, data }) });
    done = r.cleanup;
    const player = (await screen.findByTestId('player')) as HTMLVideoElement;
    expect(player.controls).toBe(true);
    expect(player.getAttribute('poster')).toBe('/media/market/3-5.svg');
    expect(player.getAttribute('aria-label')).toBe(`Видео: ${data.video.title}`);
    expect(player.querySelector('source')!.getAttribute('src')).toBe('https://cdn.example.kz/k5.mp4');
    expect(player.querySelector('source')!.getAttribute('type')).toBe('video/mp4');
    expect(screen.queryByTestId('demo-notice')).toBeNull();
    fireEvent.play(player);
    await waitFor(() => expect(r.sent.find((m) => m.type === 'analytics')?.payload).toEqual({ name: 'video_play', params: { video: 5 } }));
  });

  it('a video on a video service opens outside with `open-url`', async () => {
    const data = detail({ demo: false, source: { kind: 'link', url: 'https://www.youtube.com/watch?v=abc' } });
    const r = renderScreen(<VideoDetail id={5} />, { pathname: '/web-view/online-dealer/detail/video/5', handler: () => ({ status: 200, data }) });
    done = r.cleanup;
    fireEvent.click(await screen.findByTestId('open-video'));
    await waitFor(() => expect(r.sent.find((m) => m.type === 'open-url')?.payload).toEqual({ url: 'https://www.youtube.com/watch?v=abc' }));
  });

  it('an unknown video is a definite not-found, told to the app', async () => {
    const r = renderScreen(<VideoDetail id={999} />, {
      pathname: '/web-view/online-dealer/detail/video/999',
      handler: () => ({ status: 404, data: { code: 'video_not_found', message: 'no' } }),
    });
    done = r.cleanup;
    expect((await screen.findByTestId('not-found')).textContent).toContain('Видео не найдено');
    await waitFor(() => expect(r.sent.map((m) => m.type)).toContain('ready'));
  });
});
