import type { PushConfig, PushOutbox, PushSubscriptionInput, PushSubscriptionRow } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** Web push (`/api/push`): the VAPID key, my browser subscriptions, the development outbox. */

/** `GET /api/push/public-key` — the key to subscribe with, and whether messages are only recorded (demo). */
export async function getPushConfig(http: Http, config?: RequestConfig): Promise<PushConfig> {
  return parseResponse('pushConfigSchema', await http.get('/api/push/public-key', config), 'GET /api/push/public-key');
}

/** `POST /api/push/subscriptions` — 201 (the same row for a browser seen before); 400 with per-field codes. */
export async function addPushSubscription(http: Http, subscription: PushSubscriptionInput): Promise<PushSubscriptionRow> {
  return parseResponse('pushSubscriptionSchema', await http.post('/api/push/subscriptions', subscription), 'POST /api/push/subscriptions');
}

/** `DELETE /api/push/subscriptions?endpoint=` — 204; 404 when it is not mine. */
export async function deletePushSubscription(http: Http, endpoint: string): Promise<void> {
  await http.delete('/api/push/subscriptions', { params: { endpoint } });
}

/** `GET /api/push/outbox` — what the development provider recorded for me, newest first. */
export async function getPushOutbox(http: Http, config?: RequestConfig): Promise<PushOutbox> {
  return parseResponse('pushOutboxSchema', await http.get('/api/push/outbox', config), 'GET /api/push/outbox');
}
