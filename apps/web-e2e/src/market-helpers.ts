import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type ApiSession, otpFor, visitorHeaders } from './session';

/** Shared by the market's buyer-side specs. */

/** Interactions wait for React to take over the server's HTML. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export const bearer = (s: ApiSession) => ({ authorization: `Bearer ${s.access_token}` });

/** The first free test-drive slot of a dealer for a model (skipping `skip` free ones). */
export async function freeSlot(request: APIRequestContext, dealer: string, brand: string, model: string, skip = 0): Promise<string> {
  const res = await request.get(`/api/market/dealers/${dealer}/test-drive-slots?brand=${brand}&model=${model}&days=4`);
  expect(res.ok()).toBeTruthy();
  const days = ((await res.json()) as { days: { slots: { startsAt: string; free: boolean }[] }[] }).days;
  const free = days.flatMap((d) => d.slots).filter((s) => s.free);
  expect(free.length).toBeGreaterThan(skip);
  return free[skip]!.startsAt;
}

export async function testDriveDealer(request: APIRequestContext): Promise<string> {
  const page = (await (await request.get('/api/market/brands/toyota/models/camry?city=almaty')).json()) as {
    dealers: { slug: string; services: string[] }[];
  };
  return page.dealers.find((d) => d.services.includes('test_drive'))!.slug;
}

/** The demo dealer account (README) signed in once per run: its code can be asked for once a minute. */
let dealer: ApiSession | undefined;
export async function dealerSession(request: APIRequestContext): Promise<ApiSession> {
  if (dealer) return dealer;
  const phone = '+77000000001';
  expect((await request.post('/auth/otp/request', { data: { phone }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', {
    data: { phone, code: await otpFor(request, phone) },
  });
  expect(verify.ok()).toBeTruthy();
  dealer = { ...((await verify.json()) as Omit<ApiSession, 'phone'>), phone };
  return dealer;
}

/** What the market pages say, in Russian and Kazakh (the specs of the market read them). */
export const RU = {
  prefix: '',
  buy: 'Оставить заявку на покупку',
  next: 'Сохранить и продолжить',
  tradeIn: 'Трейд-ин',
  credit: 'Кредит',
  vinInvalid: 'VIN: 17 символов, без букв I, O и Q',
  plateInvalid: 'Госномер в формате 123 ABC 02',
  required: 'Заполните поле',
  sentStatus: 'Отправлена дилеру',
  myTitle: 'Мои заявки и тест-драйвы',
  reschedule: 'Перенести',
  iinInvalid: 'ИИН не прошёл проверку',
  consent: 'Согласен на сбор',
  creditButton: 'Подать заявку на кредит',
  send: 'Отправить заявку',
  thanks: 'Спасибо! Ваша оценка учтена в рейтинге дилера.',
  answered: 'Вы уже оценили этот визит. Спасибо!',
  yes: 'Да',
  no: 'Нет',
  explained: 'Вам понятно объяснили',
  recommend: 'Порекомендуете',
  overall: 'Общая оценка дилерского центра',
  staffLabel: 'Вежливость и знания менеджера',
  star: (n: number) => `${n} из 5`,
  accepted: 'Принято',
  accept: 'Принять предложение',
  price: 'Цена',
  discount: 'Скидка',
  customer: 'Нұрлан Әбенов',
  colour: 'Цвет кузова',
  paymentLabel: 'Способ оплаты',
};

export const KK: typeof RU = {
  prefix: '/kk',
  buy: 'Сатып алуға өтінім қалдыру',
  next: 'Сақтап, жалғастыру',
  tradeIn: 'Трейд-ин',
  credit: 'Несие',
  vinInvalid: 'VIN: 17 таңба, I, O және Q әріптерінсіз',
  plateInvalid: 'Мемлекеттік нөмір 123 ABC 02 пішімінде',
  required: 'Өрісті толтырыңыз',
  sentStatus: 'Дилерге жіберілді',
  myTitle: 'Менің өтінімдерім мен тест-драйвтарым',
  reschedule: 'Ауыстыру',
  iinInvalid: 'ЖСН тексеруден өтпеді',
  consent: 'Дербес деректерді',
  creditButton: 'Несиеге өтінім беру',
  send: 'Өтінім жіберу',
  thanks: 'Рақмет! Сіздің бағаңыз дилер рейтингіне қосылды.',
  answered: 'Сіз бұл сапарды бағалап қойдыңыз. Рақмет!',
  yes: 'Иә',
  no: 'Жоқ',
  explained: 'Баға, жинақтама және несие шарттары',
  recommend: 'Бұл дилерді достарыңызға',
  overall: 'Дилерлік орталықтың жалпы бағасы',
  staffLabel: 'Менеджердің сыпайылығы мен білімі',
  star: (n: number) => `5-тен ${n}`,
  accepted: 'Қабылданды',
  accept: 'Ұсынысты қабылдау',
  price: 'Баға',
  discount: 'Жеңілдік',
  customer: 'Нұрлан Серікұлы',
  colour: 'Шанақ түсі',
  paymentLabel: 'Төлем тәсілі',
};

/**
 * What sticks out past the right edge of the window (the page scrolls sideways on a phone): the document's width, and
 * the outermost elements whose box ends past the edge (not inside a container that scrolls them), for the message.
 */
export async function overflow(page: Page): Promise<{ width: number; scrollWidth: number; culprits: string[] }> {
  const viewport = page.viewportSize()?.width ?? Infinity;
  return page.evaluate((viewport) => {
    // A phone's browser widens its layout viewport (and innerWidth) to content that is too wide: the set width counts.
    const width = Math.min(window.innerWidth, viewport);
    const culprits: string[] = [];
    const scrolls = (el: Element) => {
      const s = getComputedStyle(el);
      return /auto|scroll|hidden|clip/.test(s.overflowX);
    };
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        const r = child.getBoundingClientRect();
        if (r.width > 0 && r.right > width + 0.5) {
          // Report the deepest element still sticking out (its children fit, or are clipped by it).
          const before = culprits.length;
          if (!scrolls(child)) walk(child);
          if (culprits.length === before) {
            const cls = typeof child.className === 'string' ? child.className.split(/\s+/).slice(0, 2).join('.') : '';
            culprits.push(`${child.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(r.left)}–${Math.round(r.right)} px)`);
          }
        } else if (!scrolls(child)) {
          walk(child);
        }
      }
    };
    walk(document.body);
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  }, viewport);
}

/**
 * The page at `path` is no wider than a 375 px phone, after hydration and, when given, once `ready` (a part the client
 * loads itself, such as the test-drive slots) is visible.
 */
export async function expectFitsPhone(page: Page, path: string, ready?: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  const res = await page.goto(path);
  expect({ path, status: res?.status() }).toEqual({ path, status: 200 });
  await hydrated(page);
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  const o = await overflow(page);
  expect(o.scrollWidth <= o.width ? [] : [`${path}: ${o.scrollWidth} px wide at ${o.width} px`, ...o.culprits]).toEqual([]);
}
