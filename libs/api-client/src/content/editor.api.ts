import type {
  EditorItem,
  EditorItemCreate,
  EditorItemList,
  EditorItemUpdate,
  EditorPreview,
  EditorRevisionDetail,
  EditorRevisionList,
  EditorVersionInput,
  Locale,
  MyRoles,
} from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** The editor's calls (`/api/editor`): a signed-in editor or admin; others get 401/403. */

/** `GET /api/editor/me` — the signed-in user's roles. */
export async function getMyRoles(http: Http, config?: RequestConfig): Promise<MyRoles> {
  return parseResponse('myRolesSchema', await http.get('/api/editor/me', config), 'GET /api/editor/me');
}

/** `GET /api/editor/items` — every guide and page with the state of its versions. */
export async function listEditorItems(http: Http, config?: RequestConfig): Promise<EditorItemList> {
  return parseResponse('editorItemListSchema', await http.get('/api/editor/items', config), 'GET /api/editor/items');
}

/** `GET /api/editor/items/:id` — an item with its drafts. */
export async function getEditorItem(http: Http, id: number, config?: RequestConfig): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.get(`/api/editor/items/${id}`, config), 'GET /api/editor/items/:id');
}

/** `POST /api/editor/items` — a new guide or page. */
export async function createEditorItem(http: Http, input: EditorItemCreate): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.post('/api/editor/items', input), 'POST /api/editor/items');
}

/** `PUT /api/editor/items/:id/versions/:locale` — saves a draft. */
export async function saveEditorVersion(http: Http, id: number, locale: Locale, input: EditorVersionInput): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.put(`/api/editor/items/${id}/versions/${locale}`, input), 'PUT /api/editor/items/:id/versions/:locale');
}

/** `POST …/publish` — publishes the draft now or from `at`. */
export async function publishEditorVersion(http: Http, id: number, locale: Locale, at?: string): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.post(`/api/editor/items/${id}/versions/${locale}/publish`, at ? { at } : {}), 'POST /api/editor/items/:id/versions/:locale/publish');
}

/** `POST …/unpublish` — takes the version off the public pages. */
export async function unpublishEditorVersion(http: Http, id: number, locale: Locale): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.post(`/api/editor/items/${id}/versions/${locale}/unpublish`), 'POST /api/editor/items/:id/versions/:locale/unpublish');
}

/** `POST /api/editor/preview` — Markdown rendered and sanitised, not saved. */
export async function previewEditorText(http: Http, body: string): Promise<EditorPreview> {
  return parseResponse('editorPreviewSchema', await http.post('/api/editor/preview', { body }), 'POST /api/editor/preview');
}

/** `PUT /api/editor/items/:id` — the cover (an uploaded photo's address) and a guide's related cars. */
export async function updateEditorItem(http: Http, id: number, settings: EditorItemUpdate): Promise<EditorItem> {
  return parseResponse('editorItemSchema', await http.put(`/api/editor/items/${id}`, settings), 'PUT /api/editor/items/:id');
}

/** `GET …/revisions` — every saved revision of a language version, newest first. */
export async function listEditorRevisions(http: Http, id: number, locale: Locale, config?: RequestConfig): Promise<EditorRevisionList> {
  return parseResponse('editorRevisionListSchema', await http.get(`/api/editor/items/${id}/versions/${locale}/revisions`, config), 'GET /api/editor/items/:id/versions/:locale/revisions');
}

/** `GET …/revisions/:revision` — a revision and what it changed against the one before. */
export async function getEditorRevision(http: Http, id: number, locale: Locale, revision: number, config?: RequestConfig): Promise<EditorRevisionDetail> {
  return parseResponse(
    'editorRevisionDetailSchema',
    await http.get(`/api/editor/items/${id}/versions/${locale}/revisions/${revision}`, config),
    'GET /api/editor/items/:id/versions/:locale/revisions/:revision',
  );
}

/** `POST …/revisions/:revision/restore` — the revision's text becomes the draft again (a new revision). */
export async function restoreEditorRevision(http: Http, id: number, locale: Locale, revision: number): Promise<EditorItem> {
  return parseResponse(
    'editorItemSchema',
    await http.post(`/api/editor/items/${id}/versions/${locale}/revisions/${revision}/restore`),
    'POST /api/editor/items/:id/versions/:locale/revisions/:revision/restore',
  );
}
