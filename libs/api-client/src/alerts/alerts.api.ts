import type { AlertMarkRead, AlertNotificationList, AlertUnsubscribed } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** Alerts (`/api/alerts`): toggles of saved searches and favourites, notifications, one-click unsubscribe. */

/** `GET /api/alerts/notifications` — my notifications, newest first, with the unread count. */
export async function listAlertNotifications(http: Http, config?: RequestConfig): Promise<AlertNotificationList> {
  return parseResponse('alertNotificationListSchema', await http.get('/api/alerts/notifications', config), 'GET /api/alerts/notifications');
}

/** `GET /api/alerts/unread` — the header's badge. */
export async function countUnreadAlerts(http: Http, config?: RequestConfig): Promise<{ unread: number }> {
  return parseResponse('alertUnreadSchema', await http.get('/api/alerts/unread', config), 'GET /api/alerts/unread');
}

/** `POST /api/alerts/notifications/read` — these ids, or all. */
export async function markAlertsRead(http: Http, body: AlertMarkRead = {}): Promise<{ unread: number }> {
  return parseResponse('alertUnreadSchema', await http.post('/api/alerts/notifications/read', body), 'POST /api/alerts/notifications/read');
}

/** `PUT /api/alerts/saved-searches/:id` — a saved search's alert on or off (404 when it is not mine). */
export async function setSavedSearchAlert(http: Http, id: number, enabled: boolean): Promise<{ enabled: boolean }> {
  return parseResponse(
    'alertStateSchema',
    await http.put(`/api/alerts/saved-searches/${encodeURIComponent(String(id))}`, { enabled }),
    'PUT /api/alerts/saved-searches/:id',
  );
}

/** `PUT /api/alerts/favourites/:announcementId` — a favourite's alert on or off (404 when it is not mine). */
export async function setFavouriteAlert(http: Http, announcementId: number, enabled: boolean): Promise<{ enabled: boolean }> {
  return parseResponse(
    'alertStateSchema',
    await http.put(`/api/alerts/favourites/${encodeURIComponent(String(announcementId))}`, { enabled }),
    'PUT /api/alerts/favourites/:announcementId',
  );
}

/** `POST /api/alerts/unsubscribe` — the token of a push's link; works signed out (400 for a bad token). */
export async function unsubscribeAlert(http: Http, token: string): Promise<AlertUnsubscribed> {
  return parseResponse('alertUnsubscribedSchema', await http.post('/api/alerts/unsubscribe', { token }), 'POST /api/alerts/unsubscribe');
}
