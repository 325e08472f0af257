// ---------------------------------------------------------------------------------------------------------------
// The annual vehicle tax of an individual's passenger car in Kazakhstan: the ONE place its rule and the year's MRP live
// (the garage's estimate, its due date and the page that explains them all read this).
//
// The Tax Code sets the rate of a passenger car in MRP (месячный расчётный показатель) by engine volume; the MRP is
// set every 1 January by the budget law. The tax of a year is paid by 1 April of the next year. Update `MRP_BY_YEAR`
// each January and `PASSENGER_CAR_TAX_BANDS` when the Code changes (the 2026 Code kept these bands).

/** The MRP in tenge by calendar year (the budget laws). */
export const MRP_BY_YEAR: Readonly<Record<number, number>> = { 2024: 3692, 2025: 3932, 2026: 4325 };

/** Passenger cars of individuals: the rate in MRP for an engine up to `upToCc` cubic centimetres inclusive. */
export const PASSENGER_CAR_TAX_BANDS: ReadonlyArray<{ upToCc: number; mrp: number }> = [
  { upToCc: 1100, mrp: 1 },
  { upToCc: 1500, mrp: 2 },
  { upToCc: 2000, mrp: 3 },
  { upToCc: 2500, mrp: 6 },
  { upToCc: 3000, mrp: 9 },
  { upToCc: 4000, mrp: 15 },
  { upToCc: Number.POSITIVE_INFINITY, mrp: 117 },
];

/** The day the tax of a year is due in the next year (month 1–12, day). */
export const VEHICLE_TAX_DUE = { month: 4, day: 1 } as const;

/** The MRP of a year: that year's, or the latest known before it. */
export function mrpOf(year: number): { year: number; mrp: number } {
  const known = Object.keys(MRP_BY_YEAR).map(Number).sort((a, b) => a - b);
  const y = [...known].reverse().find((k) => k <= year) ?? known[0]!;
  return { year: y, mrp: MRP_BY_YEAR[y]! };
}

export interface VehicleTaxEstimate {
  /** The tax year the estimate is for. */
  taxYear: number;
  /** The rate in MRP (by engine volume). */
  rateMrp: number;
  /** The MRP used (tenge) and the year it is of. */
  mrp: number;
  mrpYear: number;
  /** rateMrp × mrp, in tenge. */
  amount: number;
  /** `YYYY-MM-DD`: when the tax of `taxYear` is due. */
  dueDate: string;
  /** The engine volume the rate was chosen by (cm³). */
  engineCc: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The next vehicle tax to pay on `today` (`YYYY-MM-DD`): before the due day it is last year's, after it this year's.
 * Engine volume in litres as listed (1.6 → 1 600 cm³). Null for a car without an engine volume (electric).
 */
export function vehicleTaxEstimate(engineVolumeLitres: number | null, today: string): VehicleTaxEstimate | null {
  if (engineVolumeLitres === null || !(engineVolumeLitres > 0)) return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const beforeDue = m < VEHICLE_TAX_DUE.month || (m === VEHICLE_TAX_DUE.month && d <= VEHICLE_TAX_DUE.day);
  const taxYear = beforeDue ? y - 1 : y;
  const engineCc = Math.round(engineVolumeLitres * 1000);
  const rateMrp = PASSENGER_CAR_TAX_BANDS.find((b) => engineCc <= b.upToCc)!.mrp;
  const { year: mrpYear, mrp } = mrpOf(taxYear);
  return {
    taxYear,
    rateMrp,
    mrp,
    mrpYear,
    amount: rateMrp * mrp,
    dueDate: `${taxYear + 1}-${pad(VEHICLE_TAX_DUE.month)}-${pad(VEHICLE_TAX_DUE.day)}`,
    engineCc,
  };
}
