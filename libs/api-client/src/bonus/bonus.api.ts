import type { BonusAccount, BonusBalance, BonusClaim, BonusClaimResult, BonusRules, RaiseResult, RaiseState } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** Bonus points (`/api/bonus`). */

/** `GET /api/bonus/rules` — what earns points and what they buy. */
export async function getBonusRules(http: Http, config?: RequestConfig): Promise<BonusRules> {
  return parseResponse('bonusRulesSchema', await http.get('/api/bonus/rules', config), 'GET /api/bonus/rules');
}

/** `GET /api/bonus` — the signed-in user's balance, history and claimable actions. */
export async function getBonusAccount(http: Http, config?: RequestConfig): Promise<BonusAccount> {
  return parseResponse('bonusAccountSchema', await http.get('/api/bonus', config), 'GET /api/bonus');
}

/** `GET /api/bonus/balance`. */
export async function getBonusBalance(http: Http, config?: RequestConfig): Promise<BonusBalance> {
  return parseResponse('bonusBalanceSchema', await http.get('/api/bonus/balance', config), 'GET /api/bonus/balance');
}

/** `POST /api/bonus/claims` — points for a verified action (409 `not_eligible` when it is not done yet). */
export async function claimBonus(http: Http, claim: BonusClaim): Promise<BonusClaimResult> {
  return parseResponse('bonusClaimResultSchema', await http.post('/api/bonus/claims', claim), 'POST /api/bonus/claims');
}

/** `GET /api/my/raises` — the raise price and cooldown, my balance, when my announcements can go up again. */
export async function getMyRaises(http: Http, config?: RequestConfig): Promise<RaiseState> {
  return parseResponse('raiseStateSchema', await http.get('/api/my/raises', config), 'GET /api/my/raises');
}

/**
 * `POST /api/announcements/:id/raise` — paid with points; 409 `insufficient_points` (balance, price) or
 * `raise_too_soon` (nextRaiseAt) when refused.
 */
export async function raiseAnnouncement(http: Http, id: number): Promise<RaiseResult> {
  return parseResponse('raiseResultSchema', await http.post(`/api/announcements/${encodeURIComponent(String(id))}/raise`), 'POST /api/announcements/:id/raise');
}
