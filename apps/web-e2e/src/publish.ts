import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { type ApiSession, apiSession } from './session';

/**
 * A seller (a new one unless given) publishes a Toyota Camry with an automatic gearbox in Almaty, priced at the market
 * (so the checks publish it); answers its id.
 */
export async function publishCamryInAlmaty(
  request: APIRequestContext,
  seller?: ApiSession,
): Promise<number> {
  const headers = { authorization: `Bearer ${(seller ?? (await apiSession(request))).access_token}` };
  const w = 160;
  const h = 120;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256); // never a duplicate of another run's photo
  const buffer = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/uploads/photos', {
    headers,
    multipart: { file: { name: 'camry.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { id: string }).id;

  const market = await (
    await request.get('/api/announcements?brand=toyota&model=camry&yearFrom=2018&yearTo=2020&pageSize=50')
  ).json();
  const prices = (market.items as Array<{ price: number }>).map((i) => i.price).sort((a, b) => a - b);
  const price = prices.length ? Math.round(prices[Math.floor(prices.length / 2)]! / 1000) * 1000 : 13_000_000;
  const posted = await request.post('/api/announcements', {
    headers,
    data: {
      brand: 'toyota',
      model: 'camry',
      year: 2019,
      body: 'sedan',
      engineVolume: 2.5,
      fuel: 'petrol',
      transmission: 'automatic',
      drive: 'fwd',
      color: 'white',
      steering: 'left',
      customsCleared: true,
      condition: 'used',
      mileage: 85_000,
      price,
      city: 'almaty',
      description: 'Тест e2e: новое объявление для сохранённого поиска.',
      phone: '+77011234567',
      photos: [photo],
    },
  });
  expect(posted.status()).toBe(201);
  const result = (await posted.json()) as { id: number; status: string };
  expect(result.status).toBe('published');
  return result.id;
}
