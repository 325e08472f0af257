import type { BonusAccount, BonusBalance, BonusClaim, BonusClaimResult, BonusRules } from '@jolda/contracts';
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
