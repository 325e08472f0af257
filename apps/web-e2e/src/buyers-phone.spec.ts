import { type Page, expect, test } from '@playwright/test';
import { publishCamryInAlmaty } from './publish';
import { signIn } from './session';

test.describe('search results on a phone (issue 23 item 4)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  for (const path of ['/cars/toyota/camry?fuel=petrol', '/kk/cars/toyota/camry?fuel=petrol']) {
    test(`${path}: the controls take one row, and the first card starts within the first quarter below the header`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const header = (await page.locator('header').first().boundingBox())!;
      const card = (await page.getByTestId('listing-card').first().boundingBox())!;
      expect((card.y - (header.y + header.height)) / 800).toBeLessThanOrEqual(0.25);
      // Filters (with their count), sort and save on one line.
      const filters = (await page.getByRole('button', { name: /^(Фильтры|Сүзгілер) \(3\)$/ }).boundingBox())!;
      const sort = (await page.getByRole('combobox').first().boundingBox())!;
      expect(Math.abs(filters.y + filters.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(8);
      // The save button keeps its words for screen readers.
      await expect(page.getByRole('link', { name: /Сохранить поиск|Іздеуді сақтау/ })).toBeVisible();
    });
  }
});

/**
 * The sort's shown words against their room: on a phone the short label over the select (its text box against the
 * box's own width and the select's end), else the select's chosen text against the room between its padding.
 */
async function sortFit(page: Page) {
  return page.getByRole('combobox').first().evaluate((el: HTMLSelectElement) => {
    const full = el.options[el.selectedIndex]!.text;
    const short = document.querySelector<HTMLElement>('[data-testid="sort-short"]');
    if (short && getComputedStyle(short).display !== 'none') {
      // The word's box (it ellipsises when short of room) must hold all of it, within the select's box.
      const text = short.lastElementChild as HTMLElement;
      const room = Math.min(text.clientWidth, el.getBoundingClientRect().right - text.getBoundingClientRect().left);
      return { full, text: text.textContent ?? '', width: text.scrollWidth, room };
    }
    const css = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    return { full, text: full, width: Math.ceil(ctx.measureText(full).width), room };
  });
}

const SORTS = ['newest', 'cheapest', 'expensive', 'year_desc', 'mileage_asc'] as const;

test.describe('the sort shows its label whole on a phone (issue 23)', () => {
  for (const width of [320, 375]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

      for (const prefix of ['', '/kk']) {
        test(`${prefix || '/'}: every sort's shown label fits its control, with and without active filters`, async ({ page }) => {
          for (const path of ['/cars', '/cars/toyota/camry?fuel=petrol']) {
            for (const sort of SORTS) {
              await page.goto(`${prefix}${path}${sort === 'newest' ? '' : `${path.includes('?') ? '&' : '?'}sort=${sort}`}`);
              await hydrated(page);
              const fit = await sortFit(page);
              expect(fit.width, `${prefix}${path} ${sort}: "${fit.text}" (${fit.full})`).toBeLessThanOrEqual(fit.room);
              // The whole control within the screen.
              const box = (await page.getByRole('combobox').first().boundingBox())!;
              expect(box.x + box.width).toBeLessThanOrEqual(width);
              expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the screen').toBeLessThanOrEqual(width);
            }
          }
        });
      }
    });
  }

  test.describe('1280 px', () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test('the full wording on a wide screen, and in the picker and the accessible value on a phone too', async ({ page, browser }) => {
      await page.goto('/kk/cars?sort=year_desc');
      await hydrated(page);
      await expect(page.getByTestId('sort-short')).toBeHidden();
      const fit = await sortFit(page);
      expect(fit.text).toBe('Жылы бойынша: жаңалары');
      expect(fit.width).toBeLessThanOrEqual(fit.room);

      const phone = await browser.newPage({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });
      await phone.goto('/cars?sort=year_desc');
      await hydrated(phone);
      const select = phone.getByRole('combobox', { name: 'Сортировка' });
      await expect(select).toHaveValue('year_desc');
      await expect(select.locator('option:checked')).toHaveText('По году: новее');
      await expect(phone.getByTestId('sort-short')).toHaveText('Год');
      // Choosing an order in the picker sorts and the short word follows.
      await select.selectOption('cheapest');
      await expect(phone).toHaveURL(/\/cars\?sort=cheapest$/);
      await expect(phone.getByTestId('sort-short')).toHaveText('Дешёвые');
      await phone.close();
    });
  });
});

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/** The layout shift of the page so far (all entries without recent input, as the CLS metric counts them, in one sum). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!e.hadRecentInput) sum += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );

test.describe('the car page on a phone: a contact bar at the bottom (issue 23 item 4)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 60_000 });

  for (const [prefix, reveal, write] of [
    ['', 'Показать телефон', 'Написать'],
    ['/kk', 'Телефонды көрсету', 'Жазу'],
  ] as const) {
    test(`${prefix || '/'}: a visitor calls or writes from the first screen; the bar covers nothing and moves nothing`, async ({ page, request }) => {
      const id = await publishCamryInAlmaty(request);
      await page.goto(`${prefix}/announcement/${id}`);
      await hydrated(page);
      const bar = page.getByTestId('contact-bar');
      // On the first screen, at its bottom edge.
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(800, 0);
      expect(box.height).toBeLessThanOrEqual(72);
      await expect(bar.getByRole('button', { name: reveal })).toBeInViewport();
      await expect(bar.getByRole('link', { name: write })).toBeInViewport();
      // The page reserves the bar's height at its end: scrolled to the bottom, the footer's last line is above it.
      // (The similar cars lay out as they come into view: scroll until the end stays the end.)
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        let height = -1;
        while (height !== document.documentElement.scrollHeight) {
          height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          await frame();
        }
      });
      const footer = (await page.locator('footer').last().boundingBox())!;
      const barTop = (await bar.boundingBox())!.y;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
      expect(await layoutShift(page)).toBeLessThan(0.05);

      // The number, as a tel: link, in the bar.
      await bar.getByRole('button', { name: reveal }).click();
      const number = bar.getByTestId('phone-number');
      await expect(number).toHaveText(/\+7 7\d{2} \d{3} \d{2} \d{2}/);
      await expect(number).toHaveAttribute('href', /^tel:\+77\d{9}$/);
      await expect(number).toBeInViewport();

      // "Write": a visitor signs in first and comes back to this announcement's conversation.
      await bar.getByRole('link', { name: write }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.*messages.*announcement.*${id}`));
    });
  }

  test('the seller gets their own bar, not call/message, on their own car; a sold car has none and says it is sold', async ({ page, request, baseURL }) => {
    const seller = await signIn(page, request, baseURL!);
    const id = await publishCamryInAlmaty(request, seller);
    await page.goto(`/announcement/${id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('contact-bar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Написать' })).toHaveCount(0);
    // The owner's bar (owner-page.spec.ts) is in its place, and the page reserves its height.
    await expect(page.getByTestId('owner-bar')).toBeInViewport();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).not.toBe('0px');

    const auth = { authorization: `Bearer ${seller.access_token}` };
    expect((await request.post(`/api/announcements/${id}/status`, { headers: auth, data: { status: 'sold' } })).ok()).toBeTruthy();
    const visitor = await page.context().browser()!.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    const other = await visitor.newPage();
    await other.goto(`/announcement/${id}`);
    await hydrated(other);
    await expect(other.getByTestId('announcement-status')).toHaveText('Автомобиль продан');
    await expect(other.getByTestId('contact-bar')).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Показать телефон' })).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('the car page on a desktop keeps the contacts in the sidebar (issue 23 item 4)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the contact block is not fixed, and the page reserves no room for a bar', async ({ page, request }) => {
    const id = await publishCamryInAlmaty(request);
    await page.goto(`/announcement/${id}`);
    await hydrated(page);
    const bar = page.getByTestId('contact-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const aside = (await page.locator('aside').first().boundingBox())!;
    const box = (await bar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(aside.x);
    expect(box.x + box.width).toBeLessThanOrEqual(aside.x + aside.width + 1);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});

test.describe('the posting page on a phone does not shift while it loads (issue 23 item 11)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  for (const prefix of ['', '/kk']) {
    test(`${prefix}/create-announcement: CLS < 0.05 until the form is there`, async ({ page, request, baseURL }) => {
      await signIn(page, request, baseURL!);
      await page.goto(`${prefix}/create-announcement`);
      await hydrated(page);
      // The form replaces the place kept for it while the saved draft is read in the browser.
      await expect(page.getByRole('textbox', { name: 'VIN', exact: true })).toBeVisible();
      // Before the fix: 0.277 (the footer, under a small spinner card, was pushed down by the form).
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }
});

test.describe('the contact bar at 320 px (issue 23)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const [prefix, reveal, write] of [
    ['', 'Показать телефон', 'Написать'],
    ['/kk', 'Телефонды көрсету', 'Жазу'],
  ] as const) {
    test(`${prefix || '/'}: both buttons show their words whole, side by side, and keep their full names`, async ({ page, request }) => {
      const id = await publishCamryInAlmaty(request);
      await page.goto(`${prefix}/announcement/${id}`);
      await hydrated(page);
      // The page itself is no wider than the screen (the header's row overflowed 320 px and widened it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const bar = page.getByTestId('contact-bar');
      const buttons = [bar.getByRole('button', { name: reveal }), bar.getByRole('link', { name: write })];
      const boxes = [];
      for (const button of buttons) {
        await expect(button).toBeInViewport({ ratio: 1 });
        // Nothing of the label cut: the content is no wider than the button's box.
        const { scroll, client, text } = await button.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, text: el.textContent ?? '' }));
        expect(scroll, `"${text}"`).toBeLessThanOrEqual(client);
        boxes.push((await button.boundingBox())!);
      }
      // One row, within the screen.
      expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
      expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(320);
      // The short word works as the full one: the number, in the bar.
      await buttons[0]!.click();
      await expect(bar.getByTestId('phone-number')).toHaveText(/\+7 7\d{2} \d{3} \d{2} \d{2}/);
    });
  }
});
