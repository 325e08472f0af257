import type {
  AnnouncementInputRaw,
  AnnouncementStatus,
  AnnouncementWriteResult,
  Draft,
  DraftResult,
  EditableAnnouncement,
  MyAnnouncements,
  PlateLookup,
  PostingSession,
  StatusChange,
  UploadedPhoto,
  VinDecode,
} from '@jolda/contracts';
import { POSTING_SESSION_HEADER } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** `POST /api/announcements` — 201 with the checks' verdict; 400 `validation_failed` with per-field codes. */
export async function createAnnouncement(
  http: Http,
  input: AnnouncementInputRaw,
): Promise<AnnouncementWriteResult> {
  return parseResponse(
    'announcementWriteResultSchema',
    await http.post('/api/announcements', input),
    'POST /api/announcements',
  );
}

/** `PUT /api/announcements/:id` (owner only). */
export async function updateAnnouncement(
  http: Http,
  id: number,
  input: AnnouncementInputRaw,
): Promise<AnnouncementWriteResult> {
  return parseResponse(
    'announcementWriteResultSchema',
    await http.put(`/api/announcements/${encodeURIComponent(String(id))}`, input),
    'PUT /api/announcements/:id',
  );
}

/** `POST /api/announcements/:id/status` — sold, archived, or published (raise / republish). */
export async function changeAnnouncementStatus(
  http: Http,
  id: number,
  status: StatusChange['status'],
): Promise<AnnouncementWriteResult> {
  return parseResponse(
    'announcementWriteResultSchema',
    await http.post(`/api/announcements/${encodeURIComponent(String(id))}/status`, { status }),
    'POST /api/announcements/:id/status',
  );
}

/** `POST /api/announcements/:id/sold/undo` — "sold" by mistake, back as it was (409 `sold_undo_unavailable` when too late). */
export async function undoSold(http: Http, id: number): Promise<AnnouncementWriteResult> {
  return parseResponse(
    'announcementWriteResultSchema',
    await http.post(`/api/announcements/${encodeURIComponent(String(id))}/sold/undo`),
    'POST /api/announcements/:id/sold/undo',
  );
}

/**
 * One field changed from the seller's list (the price), through the same write as the form: the announcement as it
 * is, with the new price (a price change is recorded in its history and rechecked).
 */
export async function changeAnnouncementPrice(http: Http, id: number, price: number): Promise<AnnouncementWriteResult> {
  const current = await getEditableAnnouncement(http, id);
  return updateAnnouncement(http, id, { ...current.input, price });
}

/** `DELETE /api/announcements/:id`. */
export async function deleteAnnouncement(http: Http, id: number): Promise<void> {
  await http.delete(`/api/announcements/${encodeURIComponent(String(id))}`);
}

/** `GET /api/my/announcements[?status=]`. */
export async function listMyAnnouncements(
  http: Http,
  status?: AnnouncementStatus,
  config?: RequestConfig,
): Promise<MyAnnouncements> {
  return parseResponse(
    'myAnnouncementsSchema',
    await http.get(withQuery('/api/my/announcements', { status }), config),
    'GET /api/my/announcements',
  );
}

/** `GET /api/my/announcements/:id` — the edit form's data (403 someone else's, 404 missing). */
export async function getEditableAnnouncement(
  http: Http,
  id: number,
  config?: RequestConfig,
): Promise<EditableAnnouncement> {
  return parseResponse(
    'editableAnnouncementSchema',
    await http.get(`/api/my/announcements/${encodeURIComponent(String(id))}`, config),
    'GET /api/my/announcements/:id',
  );
}

/** `GET /api/drafts/current`. */
export async function getDraft(http: Http, config?: RequestConfig): Promise<DraftResult> {
  return parseResponse(
    'draftResultSchema',
    await http.get('/api/drafts/current', config),
    'GET /api/drafts/current',
  );
}

/** `PUT /api/drafts/current`. */
export async function saveDraft(http: Http, draft: Draft, config?: RequestConfig): Promise<DraftResult> {
  return parseResponse(
    'draftResultSchema',
    await http.put('/api/drafts/current', draft, config),
    'PUT /api/drafts/current',
  );
}

/** `DELETE /api/drafts/current`. */
export async function deleteDraft(http: Http): Promise<void> {
  await http.delete('/api/drafts/current');
}

/**
 * `POST /api/uploads/sessions`: a posting session, so a visitor who is not signed in can upload photos (its token goes
 * with `uploadPhoto`'s `postingSession`).
 */
export async function startPostingSession(http: Http): Promise<PostingSession> {
  return parseResponse(
    'postingSessionSchema',
    await http.post('/api/uploads/sessions'),
    'POST /api/uploads/sessions',
  );
}

/**
 * `POST /api/uploads/photos` (multipart) with upload progress 0…1, as the signed-in user (the bearer token) or under
 * a visitor's posting session.
 */
export async function uploadPhoto(
  http: Http,
  file: Blob,
  opts: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    filename?: string;
    postingSession?: string;
    /** `message`: a photo for a message, private to its conversation (signed in only; its URLs need the token). */
    purpose?: 'announcement' | 'message';
  } = {},
): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('file', file, opts.filename ?? (file instanceof File ? file.name : 'photo'));
  const body = await http.post('/api/uploads/photos', form, {
    ...(opts.postingSession ? { headers: { [POSTING_SESSION_HEADER]: opts.postingSession } } : {}),
    ...(opts.purpose === 'message' ? { params: { for: 'message' } } : {}),
    signal: opts.signal,
    timeout: 120_000,
    onUploadProgress: (e) => {
      if (e.total) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    },
  });
  return parseResponse('uploadedPhotoSchema', body, 'POST /api/uploads/photos');
}

/** `GET /api/vin/:vin`. */
export async function decodeVin(http: Http, vin: string, config?: RequestConfig): Promise<VinDecode> {
  return parseResponse(
    'vinDecodeSchema',
    await http.get(`/api/vin/${encodeURIComponent(vin)}`, config),
    'GET /api/vin/:vin',
  );
}

/** `GET /api/plates/:plate`. */
export async function lookupPlate(http: Http, plate: string, config?: RequestConfig): Promise<PlateLookup> {
  return parseResponse(
    'plateLookupSchema',
    await http.get(`/api/plates/${encodeURIComponent(plate)}`, config),
    'GET /api/plates/:plate',
  );
}
