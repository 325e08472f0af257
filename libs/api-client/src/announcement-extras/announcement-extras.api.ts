import type { AnnouncementExtras, PhoneReveal, ReportInput, ReportResult } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

const base = (id: number) => `/api/announcements/${encodeURIComponent(String(id))}`;

/** `GET /api/announcements/:id/extras` — price rating, price history, similar cars. */
export async function getAnnouncementExtras(
  http: Http,
  id: number,
  config?: RequestConfig,
): Promise<AnnouncementExtras> {
  return parseResponse(
    'announcementExtrasSchema',
    await http.get(`${base(id)}/extras`, config),
    'GET /api/announcements/:id/extras',
  );
}

/** `POST /api/announcements/:id/phone` — counted and rate limited (429 `phone_reveal_limited`). */
export async function revealPhone(http: Http, id: number): Promise<PhoneReveal> {
  return parseResponse(
    'phoneRevealSchema',
    await http.post(`${base(id)}/phone`),
    'POST /api/announcements/:id/phone',
  );
}

/** `POST /api/announcements/:id/reports`. */
export async function reportAnnouncement(http: Http, id: number, input: ReportInput): Promise<ReportResult> {
  return parseResponse(
    'reportResultSchema',
    await http.post(`${base(id)}/reports`, input),
    'POST /api/announcements/:id/reports',
  );
}
