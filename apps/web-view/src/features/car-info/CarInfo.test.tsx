import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { CarInfo } from './CarInfo';
import { renderScreen } from '../../test/render-screen';
import { announcementDetailFixture, announcementExtrasFixture } from '@jolda/contracts/testing';

// The car and its extras as the API answers them (the contract's fixtures), the rating below the market.
const car = announcementDetailFixture({ id: 7 });
const extras = announcementExtrasFixture({ priceRating: { ...announcementExtrasFixture().priceRating, rating: 'below' } });

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  done = undefined;
});

describe('car-info', () => {
  for (const locale of ['ru', 'kk'] as const) {
    it(`shows every fact, all photos and the rating, with the decimal comma (${locale})`, async () => {
      const r = renderScreen(<CarInfo id={7} />, {
        locale,
        pathname: '/web-view/car-info/7',
        handler: (c) => (c.url?.endsWith('/extras') ? { status: 200, data: extras } : { status: 200, data: car }),
      });
      done = r.cleanup;
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Toyota Land Cruiser Prado 150, 2020');
      expect(screen.getByTestId('car-facts').textContent).toContain('2,7 л');
      expect(screen.getByTestId('car-facts').textContent).not.toContain('2.7');
      expect(screen.getAllByRole('img')).toHaveLength(2);
      expect((await screen.findByTestId('price-rating')).textContent).toBe('Ниже рынка');
      await waitFor(() => expect(r.sent.map((m) => m.type)).toContain('ready'));
      expect(r.sent.find((m) => m.type === 'ready')!.payload).toEqual({ screen: `${locale === 'kk' ? '/kk' : ''}/web-view/car-info/7`, locale });
    });
  }

  it('the call button reveals the number and hands it to the app', async () => {
    const r = renderScreen(<CarInfo id={7} />, {
      pathname: '/web-view/car-info/7',
      handler: (c) =>
        c.url?.endsWith('/phone')
          ? { status: 200, data: { phone: '+77011234567', display: '+7 701 123 45 67', reveals: 1 } }
          : c.url?.endsWith('/extras')
            ? { status: 200, data: extras }
            : { status: 200, data: car },
    });
    done = r.cleanup;
    fireEvent.click(await screen.findByTestId('call-seller'));
    await waitFor(() => expect(r.sent.find((m) => m.type === 'call')?.payload).toEqual({ phone: '+77011234567' }));
  });

  it('a missing car is a definite not-found state, and the app is told the screen is ready', async () => {
    const r = renderScreen(<CarInfo id={9} />, {
      pathname: '/web-view/car-info/9',
      handler: () => ({ status: 404, data: { code: 'announcement_not_found', message: 'Not found' } }),
    });
    done = r.cleanup;
    expect((await screen.findByTestId('car-not-found')).textContent).toContain('Объявление не найдено');
    await waitFor(() => expect(r.sent.map((m) => m.type)).toEqual(expect.arrayContaining(['ready', 'title'])));
  });
});
