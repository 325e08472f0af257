import { describe, expect, it } from 'vitest';
import { answeredNps, dismissNps, markShown, newRecord, parseRecord, recordVisit, shouldShowNps, showNow } from './nps-rule';

const uuid = '3b0f6a1e-6a53-4c1e-9b9e-0c7d8f2a1b33';
const day = 24 * 60 * 60 * 1000;
const t0 = new Date('2025-06-01T10:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('NPS rule', () => {
  it('appears from the 3rd visit', () => {
    let r = newRecord(uuid);
    r = recordVisit(r);
    expect(shouldShowNps(r, t0)).toBe(false);
    r = recordVisit(r);
    expect(shouldShowNps(r, t0)).toBe(false);
    r = recordVisit(r);
    expect(r.visitsCount).toBe(3);
    expect(shouldShowNps(r, t0)).toBe(true);
  });

  it('dismissed: snoozed for 30 days', () => {
    const r = dismissNps(markShown({ ...newRecord(uuid), visitsCount: 5 }, t0), t0);
    expect(r.firstShown).toBe(t0.toISOString());
    expect(shouldShowNps(r, at(29.9))).toBe(false);
    expect(shouldShowNps(r, at(30))).toBe(true);
  });

  it('answered: not again for 180 days; firstShown is kept', () => {
    const shown = markShown({ ...newRecord(uuid), visitsCount: 3 }, t0);
    const later = markShown(shown, at(40));
    expect(later.firstShown).toBe(t0.toISOString());
    const r = answeredNps(later, at(40));
    expect(shouldShowNps(r, at(219))).toBe(false);
    expect(shouldShowNps(r, at(220))).toBe(true);
  });

  it('reads a stored record and replaces a malformed one', () => {
    const stored = JSON.stringify({ visitsCount: 4, firstShown: null, showOnDate: '2025-07-01T00:00:00.000Z', uuid });
    expect(parseRecord(stored, () => 'x')).toEqual({ visitsCount: 4, firstShown: null, showOnDate: '2025-07-01T00:00:00.000Z', uuid });
    const fresh = '9d1c2b3a-1111-4222-8333-444455556666';
    expect(parseRecord('{oops', () => fresh)).toEqual(newRecord(fresh));
    expect(parseRecord(JSON.stringify({ visitsCount: -3, uuid: 'not-a-uuid' }), () => fresh)).toEqual(newRecord(fresh));
    expect(parseRecord(JSON.stringify({ visitsCount: 'many', showOnDate: 'soon', uuid }), () => fresh)).toEqual(newRecord(uuid));
    expect(parseRecord(null, () => fresh).uuid).toBe(fresh);
  });

  it('once shown, is not asked again on a reload or the next page, only after the snooze (issue 23 item 7)', () => {
    const shown = showNow({ ...newRecord(uuid), visitsCount: 4 }, t0);
    expect(shown.firstShown).toBe(t0.toISOString());
    expect(shouldShowNps(recordVisit(shown), at(0.001))).toBe(false);
    expect(shouldShowNps(shown, at(29.9))).toBe(false);
    expect(shouldShowNps(shown, at(30))).toBe(true);
  });
});
