import { expect, test, type Page } from '@playwright/test';

/**
 * Air quality (issue 24): /aua-sapasy shows today's AQI of a city with advice, a chart, its stations and the city
 * ranking, labelled as demo data; the period links change the chart; the details page shows a station with a map link;
 * an unknown city or station is a real 404 — in Russian and Kazakh.
 */

const RU = {
  prefix: '',
  title: 'Качество воздуха в городах Казахстана',
  demo: 'Демо-данные',
  now: (city: string) => `${city}: воздух сейчас`,
  health: 'Здоровье',
  drivers: 'Водителям',
  ranking: 'Рейтинг городов',
  days7: '7 дней',
  lastHour: 'Последний час с данными',
  karaganda: 'Караганда',
  ukCity: 'Усть-Каменогорск',
  ukStation: 'район Ульбы',
  map: 'Станция на карте',
  pollutants: 'Вещество',
  notFound: 'Страница не найдена',
};

const KK: typeof RU = {
  prefix: '/kk',
  title: 'Қазақстан қалаларындағы ауа сапасы',
  demo: 'Демо-деректер',
  now: (city: string) => `${city}: қазіргі ауа`,
  health: 'Денсаулық',
  drivers: 'Жүргізушілерге',
  ranking: 'Қалалар рейтингі',
  days7: '7 күн',
  lastHour: 'Деректері бар соңғы сағат',
  karaganda: 'Қарағанды',
  ukCity: 'Өскемен',
  ukStation: 'Үлбі ауданы',
  map: 'Станция картада',
  pollutants: 'Зат',
  notFound: 'Бет табылмады',
};

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Today's date in Almaty as the page writes it (`26 ноября` / `26 қараша`). */
function almatyToday(locale: 'ru' | 'kk'): string {
  const d = new Date(Date.now() + 5 * 3_600_000);
  const ru = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
  const kk = ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'];
  return `${d.getUTCDate()} ${(locale === 'ru' ? ru : kk)[d.getUTCMonth()]}`;
}

for (const [lang, L] of [
  ['ru', RU],
  ['kk', KK],
] as const) {
  test.describe(`air quality (${lang})`, () => {
    test("shows today's values, advice, the ranking and a chart", async ({ page }) => {
      await page.goto(`${L.prefix}/aua-sapasy`);
      await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
      await expect(page.getByTestId('air-demo')).toContainText(L.demo);
      // The last hour with data is today's (or, just after midnight, yesterday's last hour).
      const hours = page.getByText(L.lastHour);
      await expect(hours).toBeVisible();
      // The date is written with a no-break space between day and month.
      const lastHourText = ((await hours.textContent()) ?? '').replace(/\s/g, ' ');
      if (new Date(Date.now() + 5 * 3_600_000).getUTCHours() >= 1) expect(lastHourText).toContain(almatyToday(lang));

      const now = page.getByTestId('air-now');
      await expect(now.getByRole('heading', { name: L.now('Алматы') })).toBeVisible();
      const aqi = Number(await page.getByTestId('air-city-aqi').textContent());
      expect(aqi).toBeGreaterThan(0);
      expect(aqi).toBeLessThanOrEqual(500);
      await expect(now.getByRole('heading', { name: L.health })).toBeVisible();
      await expect(now.getByRole('heading', { name: L.drivers })).toBeVisible();

      // Six Almaty stations with five figures each; the city is its worst station.
      const stations = page.getByTestId('air-station');
      await expect(stations).toHaveCount(6);
      const stationAqis = (await stations.locator('[aria-label^="AQI"]').allTextContents()).map(Number);
      expect(Math.max(...stationAqis)).toBe(aqi);
      await expect(stations.first().locator('dd')).toHaveCount(5);

      // The chart: 24 bars with a summary for screen readers.
      const chart = page.getByTestId('aqi-chart');
      await expect(chart).toBeVisible();
      await expect(chart.locator('rect')).toHaveCount(24);
      await expect(chart.locator('desc')).toContainText(`${aqi}`);

      // The ranking, worst first.
      const ranking = page.getByTestId('air-ranking');
      await expect(page.getByRole('heading', { name: L.ranking })).toBeVisible();
      const ranked = (await ranking.locator('[aria-label^="AQI"]').allTextContents()).map(Number);
      expect(ranked.length).toBeGreaterThanOrEqual(10);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));

      // A week: hourly bars; another city from the ranking.
      await hydrated(page);
      await page.getByRole('link', { name: L.days7 }).click();
      await expect(page).toHaveURL(/period=7d/);
      await expect(chart.locator('rect')).toHaveCount(168);
      await ranking.getByRole('link', { name: L.karaganda }).click();
      await expect(page).toHaveURL(/city=karaganda/);
      await expect(now.getByRole('heading', { name: L.now(L.karaganda) })).toBeVisible();
      await expect(page.getByTestId('air-station')).toHaveCount(3);
      await expect(page.getByTestId('aqi-chart').locator('rect')).toHaveCount(168);
    });

    test('the details page shows a station with its pollutants and a map link; unknown places are 404', async ({ page }) => {
      await page.goto(`${L.prefix}/aua-sapasy?city=ust-kamenogorsk`);
      await hydrated(page);
      await page.getByRole('link', { name: L.ukStation }).click();
      await expect(page).toHaveURL(/\/aua-sapasy\/details\?city=ust-kamenogorsk&station=ust-kamenogorsk-ulba/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(L.ukStation);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(L.ukCity);
      await expect(page.getByTestId('air-pollutants').locator('tbody tr')).toHaveCount(5);
      await expect(page.getByTestId('air-pollutants')).toContainText(L.pollutants);
      const map = page.getByTestId('air-map-link');
      await expect(map).toContainText(L.map);
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=49\.97\d+&mlon=82\.66\d+/);
      await expect(page.getByTestId('aqi-chart').locator('rect')).toHaveCount(24);
      await page.goto(`${L.prefix}/aua-sapasy/details?city=ust-kamenogorsk&station=ust-kamenogorsk-ulba&period=30d`);
      await expect(page.getByTestId('aqi-chart').locator('rect')).toHaveCount(30);

      for (const url of ['/aua-sapasy?city=atlantis', '/aua-sapasy/details?city=almaty&station=astana-esil', '/aua-sapasy/details?city=atlantis']) {
        const res = await page.goto(`${L.prefix}${url}`);
        expect(res?.status(), url).toBe(404);
        await expect(page.getByText(L.notFound)).toBeVisible();
      }
    });
  });
}
