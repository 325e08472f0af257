import type { AnnouncementDetail } from '@jolda/contracts';

const AVAILABILITY: Record<string, string> = {
  published: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  archived: 'https://schema.org/Discontinued',
};

const FUEL: Record<string, string> = {
  petrol: 'Gasoline',
  diesel: 'Diesel',
  gas_petrol: 'Gasoline, LPG',
  gas: 'LPG',
  hybrid: 'Hybrid',
  electric: 'Electric',
};

/** schema.org Car with its Offer, for the page head. */
export function carStructuredData(car: AnnouncementDetail, pageUrl: string, origin: string): Record<string, unknown> {
  const abs = (u: string) => (/^https?:/.test(u) ? u : `${origin}${u}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.title} ${car.year}`,
    url: pageUrl,
    brand: { '@type': 'Brand', name: car.brand.name },
    model: car.model.name,
    vehicleModelDate: String(car.year),
    bodyType: car.body,
    color: car.color,
    fuelType: FUEL[car.fuel] ?? car.fuel,
    vehicleTransmission: car.transmission,
    driveWheelConfiguration: car.drive === 'awd' ? 'AllWheelDriveConfiguration' : car.drive === 'rwd' ? 'RearWheelDriveConfiguration' : 'FrontWheelDriveConfiguration',
    steeringPosition: car.steering === 'right' ? 'RightHandDriving' : 'LeftHandDriving',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    ...(car.engineVolume !== null
      ? { vehicleEngine: { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: car.engineVolume, unitCode: 'LTR' } } }
      : {}),
    ...(car.photos.length ? { image: car.photos.map((p) => abs(p.url)) } : {}),
    description: car.description.slice(0, 500),
    itemCondition: car.condition === 'new' ? 'https://schema.org/NewCondition' : car.condition === 'damaged' ? 'https://schema.org/DamagedCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'KZT',
      availability: AVAILABILITY[car.status] ?? 'https://schema.org/Discontinued',
      url: pageUrl,
      seller: { '@type': car.seller.type === 'dealer' ? 'AutoDealer' : 'Person', name: car.seller.dealer?.name ?? car.seller.name },
    },
  };
}

export { jsonLdText } from '../../shared/json-ld';
