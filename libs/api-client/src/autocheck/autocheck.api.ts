import type { AutocheckReport, AutocheckShare, AutocheckUnlock, MyAutocheckRuns, MyAutochecks } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** The car checks (`/api/autocheck`). */

/** What to check, as the report page's URL carries it: a VIN, a plate or an announcement id. */
export interface AutocheckSubject {
  vin?: string;
  plate?: string;
  announcement?: number;
}

const subjectQuery = (s: AutocheckSubject) => ({ vin: s.vin || undefined, plate: s.plate || undefined, announcement: s.announcement || undefined });

/** `GET /api/autocheck/report` — a 400 carries per-field codes (`vin`, `plate`); a 404 an unknown announcement. */
export async function getAutocheckReport(http: Http, subject: AutocheckSubject, config?: RequestConfig): Promise<AutocheckReport> {
  const url = withQuery('/api/autocheck/report', subjectQuery(subject));
  return parseResponse('autocheckReportSchema', await http.get(url, config), 'GET /api/autocheck/report');
}

/** `POST /api/autocheck/shares` — a link to the report (an unguessable token). */
export async function shareAutocheckReport(http: Http, subject: AutocheckSubject): Promise<AutocheckShare> {
  return parseResponse('autocheckShareSchema', await http.post('/api/autocheck/shares', subjectQuery(subject)), 'POST /api/autocheck/shares');
}

/** `GET /api/autocheck/shares/:token` — a shared report. */
export async function getSharedAutocheckReport(http: Http, token: string, config?: RequestConfig): Promise<AutocheckReport> {
  return parseResponse(
    'autocheckReportSchema',
    await http.get(`/api/autocheck/shares/${encodeURIComponent(token)}`, config),
    'GET /api/autocheck/shares/:token',
  );
}

/** `GET /api/autocheck/mine` — the signed-in reader's saved reports. */
export async function listMyAutochecks(http: Http, config?: RequestConfig): Promise<MyAutochecks> {
  return parseResponse('myAutochecksSchema', await http.get('/api/autocheck/mine', config), 'GET /api/autocheck/mine');
}

/** `POST /api/autocheck/unlocks` — pays for the car's registry part with points (409 `insufficient_points`). */
export async function unlockAutocheckRegistries(http: Http, subject: AutocheckSubject): Promise<AutocheckUnlock> {
  return parseResponse('autocheckUnlockSchema', await http.post('/api/autocheck/unlocks', subjectQuery(subject)), 'POST /api/autocheck/unlocks');
}

/** `GET /api/autocheck/runs` — the reports I ran, one per car, the latest first. */
export async function listMyAutocheckRuns(http: Http, config?: RequestConfig): Promise<MyAutocheckRuns> {
  return parseResponse('myAutocheckRunsSchema', await http.get('/api/autocheck/runs', config), 'GET /api/autocheck/runs');
}
