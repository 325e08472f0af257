import { describe, expect, it } from 'vitest';
import {
  almatyClock,
  clockTime,
  daySlots,
  differs,
  iinControlDigit,
  isValidIin,
  maskIin,
  openingState,
  type WeekHours,
} from './market-values.js';
import { creditApplicationInputSchema, surveyAnswerSchema, testDriveInputSchema } from './market.js';

describe('IIN', () => {
  it('takes the control digit from the first weights (computed by hand)', () => {
    // 9·1 + 1·4 + 1·6 + 3·7 + 1·11 = 51; 51 mod 11 = 7
    expect(iinControlDigit('90010130001')).toBe(7);
    expect(isValidIin('900101300017')).toBe(true);
    expect(isValidIin('900101300016')).toBe(false);
    // 8 + 10 + 3 + 8 + 15 + 6 + 28 + 0 + 9 + 20 + 33 = 140; 140 mod 11 = 8
    expect(isValidIin('851231401238')).toBe(true);
  });

  it('falls back to the second weights when the first give 10, and refuses when both do', () => {
    // first: 9 + 4 + 6 + 21 + 80 + 11 = 131 → 10; second: 27 + 6 + 8 + 27 + 8 + 2 = 78 → 1
    expect(iinControlDigit('90010130081')).toBe(1);
    expect(isValidIin('900101300811')).toBe(true);
    expect(iinControlDigit('90010130080')).toBeNull();
  });

  it('needs a real birth date and a century digit 1–6', () => {
    expect(isValidIin('901301300017')).toBe(false); // month 13
    expect(isValidIin('900230300017')).toBe(false); // 30 February
    expect(isValidIin('90010100001' + String(iinControlDigit('90010100001')))).toBe(false); // century 0
    expect(isValidIin('12345')).toBe(false);
    expect(maskIin('900101300017')).toBe('9001•••••017');
  });
});

describe('dealer hours in Almaty time', () => {
  const hours: WeekHours = [[540, 1200], [540, 1200], [540, 1200], [540, 1200], [540, 1200], [600, 1080], null];

  it('reads an instant as Almaty (UTC+5) time', () => {
    // 2026-03-02 is a Monday; 04:00 UTC is 09:00 in Almaty.
    expect(almatyClock(new Date('2026-03-02T04:00:00Z'))).toEqual({ weekday: 0, minute: 540, date: '2026-03-02' });
    // 20:30 UTC on Sunday is 01:30 on Monday in Almaty.
    expect(almatyClock(new Date('2026-03-01T20:30:00Z'))).toEqual({ weekday: 0, minute: 90, date: '2026-03-02' });
  });

  it('is open from opening to closing, and says when it opens next', () => {
    expect(openingState(hours, new Date('2026-03-02T04:00:00Z'))).toEqual({ open: true, closesAt: 1200, opensAt: null });
    expect(openingState(hours, new Date('2026-03-02T03:59:00Z')).open).toBe(false);
    expect(openingState(hours, new Date('2026-03-02T15:00:00Z'))).toMatchObject({ open: false, opensAt: { weekday: 1, minute: 540 } });
    // Saturday evening: closed on Sunday, opens on Monday.
    expect(openingState(hours, new Date('2026-03-07T14:00:00Z'))).toMatchObject({ open: false, opensAt: { weekday: 0, minute: 540 } });
    expect(clockTime(570)).toBe('09:30');
  });

  it('gives 30-minute test-drive slots from opening to an hour before closing', () => {
    const monday = daySlots(hours, '2026-03-02');
    expect(monday[0]).toBe('2026-03-02T04:00:00.000Z');
    expect(monday.at(-1)).toBe('2026-03-02T14:00:00.000Z'); // 19:00 Almaty, the drive ends at 19:30
    expect(monday).toHaveLength(21);
    expect(daySlots(hours, '2026-03-08')).toEqual([]);
  });

  it('marks differing rows', () => {
    expect(differs([1, 1, 1])).toBe(false);
    expect(differs([1, 2])).toBe(true);
    expect(differs([1])).toBe(false);
  });
});

describe('input schemas', () => {
  it('validates a credit application: IIN, consent, term', () => {
    const ok = { trim: 'toyota-camry-prestige', dealer: 'x', programme: 'halyk-auto', downPayment: 4e6, months: 60, iin: '9001 0130 0017', income: 900_000, consent: true };
    expect(creditApplicationInputSchema.parse(ok).iin).toBe('900101300017');
    const bad = creditApplicationInputSchema.safeParse({ ...ok, iin: '900101300016', consent: false, months: 100 });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ iin: 'iin_invalid', consent: 'consent_required', months: 'months_range' });
  });

  it('normalises a booking phone and needs the survey scores', () => {
    const b = testDriveInputSchema.parse({ dealer: 'd', brand: 'b', model: 'm', startsAt: '2026-03-02T04:00:00.000Z', name: ' Айдар ', phone: '8 (701) 123-45-67' });
    expect(b.phone).toBe('+77011234567');
    expect(b.name).toBe('Айдар');
    expect(surveyAnswerSchema.safeParse({ rating: 0, staff: 5, explained: true, recommend: true }).success).toBe(false);
  });
});
