import type { AutocheckReport, Verdict } from '@jolda/contracts';

type Reason = Verdict['reasons'][number];

/**
 * Green, amber or red with the reasons: a roll-back, a pledge, a restriction or a wanted notice is red; accidents,
 * four or more owners, the same car listed twice now, a wrong check digit where the region uses one, and registries
 * not (yet) read are amber. Reasons read from sample data carry `demo` and are shown so.
 */
export function verdictOf(r: Pick<AutocheckReport, 'decoding' | 'history' | 'registries'>): Verdict {
  const reasons: Reason[] = [];
  const add = (code: Reason['code'], level: Reason['level'], source: string, demo = false) => reasons.push({ code, level, source, demo });
  if (r.history.rollbacks.length) add('mileage_rollback', 'red', 'history');
  if (r.history.onSaleNow > 1) add('listed_twice', 'amber', 'history');
  if (r.decoding?.checkDigit === 'invalid') add('check_digit_mismatch', 'amber', 'decoding');
  let incomplete = false;
  for (const s of r.registries.sources) {
    if (s.status !== 'ok' && s.status !== 'not_found') incomplete = true;
    if (s.status !== 'ok' || !s.data) continue;
    switch (s.id) {
      case 'pledge':
        if (s.data.items.length) add('pledged', 'red', s.id, s.demo);
        break;
      case 'restrictions':
        if (s.data.items.length) add('restricted', 'red', s.id, s.demo);
        break;
      case 'wanted':
        if (s.data.wanted) add('wanted', 'red', s.id, s.demo);
        break;
      case 'accidents':
        if (s.data.items.length) add('accidents', 'amber', s.id, s.demo);
        break;
      case 'registrations':
        if (s.data.owners >= 4) add('many_owners', 'amber', s.id, s.demo);
        break;
      case 'customs':
        break;
    }
  }
  if (incomplete) add('registries_incomplete', 'amber', 'registries');
  reasons.sort((a, b) => (a.level === b.level ? 0 : a.level === 'red' ? -1 : 1));
  const level = reasons.some((x) => x.level === 'red') ? 'red' : reasons.length ? 'amber' : 'green';
  return { level, reasons };
}
