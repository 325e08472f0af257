import {
  type AnnouncementInputRaw,
  type UploadedPhoto,
  announcementInputSchema,
  fieldErrors,
  isVinFormat,
  normalizeVin,
} from '@jolda/contracts';

/** The form as typed: strings (possibly incomplete), converted to the API input only when sent. */
export interface FormValues {
  vin: string;
  plate: string;
  brand: string;
  model: string;
  generation: string;
  year: string;
  body: string;
  engineVolume: string;
  fuel: string;
  transmission: string;
  drive: string;
  color: string;
  steering: string;
  customsCleared: string;
  condition: string;
  mileage: string;
  price: string;
  city: string;
  description: string;
  /** 10 national digits (`7011234567`). */
  phone: string;
  exchange: boolean;
  credit: boolean;
}

export const EMPTY_VALUES: FormValues = {
  vin: '', plate: '', brand: '', model: '', generation: '', year: '', body: '', engineVolume: '', fuel: '',
  transmission: '', drive: '', color: '', steering: 'left', customsCleared: 'yes', condition: 'used', mileage: '',
  price: '', city: '', description: '', phone: '', exchange: false, credit: false,
};

export type FieldName = keyof FormValues | 'photos';

/** The five steps and the fields each one owns (errors of a field show on its step). */
export const STEPS = [
  { id: 'identity', fields: ['vin', 'plate'] },
  {
    id: 'car',
    fields: ['brand', 'model', 'generation', 'year', 'body', 'engineVolume', 'fuel', 'transmission', 'drive', 'color', 'steering', 'customsCleared', 'condition'],
  },
  { id: 'details', fields: ['mileage', 'price', 'city', 'description', 'exchange', 'credit'] },
  { id: 'photos', fields: ['photos'] },
  { id: 'contact', fields: ['phone'] },
] as const satisfies ReadonlyArray<{ id: string; fields: readonly FieldName[] }>;
export const LAST_STEP = STEPS.length - 1;

export const stepOfField = (field: string): number => {
  const i = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i < 0 ? LAST_STEP : i;
};

/**
 * A decimal as typed, written with the comma both Russian and Kazakh use ("2,5"; a typed dot becomes one), so the
 * field agrees with its placeholder and the language (issue 23 item 12). `toNumber` reads either separator.
 */
export function decimalComma(text: string): string {
  return text.replace('.', ',').replace(/[^\d,]/g, '');
}

const toNumber = (s: string): number | undefined => {
  const clean = s.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (clean === '') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The API input of the form's values (empty → missing, so the schema says "required"). */
export function toInput(v: FormValues, photos: readonly UploadedPhoto[]): AnnouncementInputRaw {
  const engine = toNumber(v.engineVolume);
  return {
    brand: v.brand,
    model: v.model,
    generation: v.generation || null,
    year: toNumber(v.year) as number,
    body: v.body as AnnouncementInputRaw['body'],
    engineVolume: v.fuel === 'electric' && engine === undefined ? null : (engine ?? null),
    fuel: v.fuel as AnnouncementInputRaw['fuel'],
    transmission: v.transmission as AnnouncementInputRaw['transmission'],
    drive: v.drive as AnnouncementInputRaw['drive'],
    color: v.color as AnnouncementInputRaw['color'],
    steering: v.steering as AnnouncementInputRaw['steering'],
    customsCleared: v.customsCleared === '' ? (undefined as unknown as boolean) : v.customsCleared === 'yes',
    condition: v.condition as AnnouncementInputRaw['condition'],
    mileage: toNumber(v.mileage) as number,
    price: toNumber(v.price) as number,
    city: v.city,
    description: v.description,
    phone: v.phone ? `+7${v.phone}` : '',
    vin: v.vin ? normalizeVin(v.vin) : null,
    plate: v.plate.trim() ? v.plate : null,
    exchange: v.exchange,
    credit: v.credit,
    photos: photos.map((p) => p.id),
  };
}

/** Valid values for every field, used to check one step on its own (cross-field rules need the rest filled). */
const FILLER: FormValues = {
  ...EMPTY_VALUES, brand: 'a', model: 'a', year: '2015', body: 'sedan', engineVolume: '2', fuel: 'petrol',
  transmission: 'manual', drive: 'fwd', color: 'white', mileage: '100', price: '1000000', city: 'a', phone: '7011234567',
};
const FILLER_PHOTO: UploadedPhoto = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa', url: '', width: 1, height: 1, sizes: { card: '', page: '', full: '' },
};

export type Errors = Partial<Record<FieldName, string[]>>;

/** Every error of the whole form, per field (codes). */
export function validateAll(v: FormValues, photos: readonly UploadedPhoto[]): Errors {
  const r = announcementInputSchema.safeParse(toInput(v, photos));
  return r.success ? {} : (fieldErrors(r.error) as Errors);
}

/** The errors of one step, judged with the other steps' fields taken as valid. */
export function validateStep(step: number, v: FormValues, photos: readonly UploadedPhoto[]): Errors {
  const own = STEPS[step]!.fields as readonly FieldName[];
  const merged = { ...FILLER } as FormValues;
  for (const f of own) if (f !== 'photos') (merged as unknown as Record<string, unknown>)[f] = v[f];
  // The mileage rule depends on the condition (chosen on the car step): judge the details step with it.
  if (step === 2) merged.condition = v.condition || 'used';
  if (step === 2 && v.year) merged.year = v.year;
  const all = validateAll(merged, own.includes('photos') ? photos : [FILLER_PHOTO]);
  const out: Errors = {};
  for (const f of own) if (all[f]) out[f] = all[f];
  return out;
}

/** The first step with an error, or null when the whole form is valid. */
export function firstInvalidStep(v: FormValues, photos: readonly UploadedPhoto[]): number | null {
  for (let i = 0; i < STEPS.length; i++) if (Object.keys(validateStep(i, v, photos)).length) return i;
  return Object.keys(validateAll(v, photos)).length ? stepOfField(Object.keys(validateAll(v, photos))[0]!) : null;
}

/** Keeps only what a stored draft may bring back (unknown keys dropped, types checked). */
export function restoreValues(raw: Record<string, unknown> | undefined): FormValues {
  const out = { ...EMPTY_VALUES };
  if (!raw) return out;
  for (const key of Object.keys(EMPTY_VALUES) as Array<keyof FormValues>) {
    const v = raw[key];
    if (typeof EMPTY_VALUES[key] === 'boolean') {
      if (typeof v === 'boolean') (out as unknown as Record<string, unknown>)[key] = v;
    } else if (typeof v === 'string' || typeof v === 'number') {
      (out as unknown as Record<string, unknown>)[key] = String(v);
    }
  }
  return out;
}

/** A VIN that is worth decoding (complete and well-formed). */
export const decodableVin = (vin: string) => isVinFormat(normalizeVin(vin));
