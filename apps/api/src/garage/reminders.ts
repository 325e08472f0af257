import { GARAGE_REMIND_DAYS, type Reminder, type ReminderKind, vehicleTaxEstimate } from '@jolda/contracts';

const DAY = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A reminder of a due date seen on `today` (`YYYY-MM-DD`). */
export function reminderOf(kind: ReminderKind, dueDate: string | null, today: string): Reminder {
  if (!dueDate) return { kind, dueDate: null, daysLeft: null, state: 'unknown' };
  const daysLeft = Math.round((dayMs(dueDate) - dayMs(today)) / DAY);
  return { kind, dueDate, daysLeft, state: daysLeft < 0 ? 'overdue' : daysLeft <= GARAGE_REMIND_DAYS ? 'soon' : 'ok' };
}

/** Insurance, inspection and tax of a car, the most urgent first (unknown dates last). */
export function remindersOf(
  car: { insuranceUntil: string | null; inspectionUntil: string | null; engineVolume: number | null },
  today: string,
): Reminder[] {
  const tax = vehicleTaxEstimate(car.engineVolume, today);
  const list = [
    reminderOf('insurance', car.insuranceUntil, today),
    reminderOf('inspection', car.inspectionUntil, today),
    ...(tax ? [reminderOf('tax', tax.dueDate, today)] : []),
  ];
  return list.sort((a, b) => (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY));
}
