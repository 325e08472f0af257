import type { UserReportInput, UserReportResult } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

export const USER_REPORTS_PATH = '/api/user-reports';

/** `POST /api/user-reports` — a user report from a web-view screen; a 400 carries per-field codes (`ApiRequestError.fields`). */
export async function sendUserReport(http: Http, report: UserReportInput, config?: RequestConfig): Promise<UserReportResult> {
  return parseResponse('userReportResultSchema', await http.post(USER_REPORTS_PATH, report, config), `POST ${USER_REPORTS_PATH}`);
}

/** Mutation keys of the user reports. */
export const userReportMutations = {
  send: () => ['user-reports', 'send'] as const,
};
