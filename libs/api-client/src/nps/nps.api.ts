import type { NpsAnswer, NpsAnswerResult } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

export const NPS_PATH = '/api/nps';

/** `POST /api/nps` — stores a satisfaction answer; a 400 carries per-field messages (`ApiRequestError.fields`). */
export async function submitNpsAnswer(
  http: Http,
  answer: NpsAnswer,
  config?: RequestConfig,
): Promise<NpsAnswerResult> {
  return parseResponse(
    'npsAnswerResultSchema',
    await http.post(NPS_PATH, answer, config),
    `POST ${NPS_PATH}`,
  );
}
