import {
  ALERT_ERROR,
  ALERT_LIST_LIMIT,
  alertMarkReadSchema,
  alertNotificationListSchema,
  alertStateSchema,
  alertToggleSchema,
  alertUnreadSchema,
  alertUnsubscribeSchema,
  alertUnsubscribedSchema,
  announcementIdParamSchema,
  apiErrorSchema,
  savedSearchIdParamSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUnsubscribeToken } from '../../alerts/unsubscribe-token.js';
import {
  carTitle,
  disableAllAlerts,
  listNotifications,
  markAlertsRead,
  setFavouriteAlert,
  setSavedSearchAlert,
  unreadAlerts,
} from '../../db/repositories/alerts.js';
import { notFound, validationFailed } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

/**
 * Alerts (`/api/alerts`, issue 23): the toggles of the signed-in user's saved searches and favourites, their
 * notifications (newest first, unread count, mark read), and the one-click unsubscribe of a push's signed link, which
 * works signed out. Every signed-in call reads and writes only the bearer's rows: another user's saved search or
 * favourite answers 404, their notification ids are left alone.
 */
const alerts: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'listAlertNotifications',
        summary: "The user's alert notifications, newest first, with the unread count",
        response: { 200: alertNotificationListSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      return listNotifications(app.db, user.id, ALERT_LIST_LIMIT);
    },
  );

  app.get(
    '/unread',
    {
      onRequest: signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'countUnreadAlerts',
        summary: "How many of the user's alert notifications are unread (the header's badge)",
        response: { 200: alertUnreadSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      return { unread: await unreadAlerts(app.db, user.id) };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'markAlertsRead',
        summary: "Mark the user's notifications read: the ids given, or all without ids",
        body: alertMarkReadSchema,
        response: { 200: alertUnreadSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      await markAlertsRead(app.db, user.id, req.body.ids);
      return { unread: await unreadAlerts(app.db, user.id) };
    },
  );

  app.put(
    '/saved-searches/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'setSavedSearchAlert',
        summary: 'Turn the alert of a saved search (new matches) on or off',
        params: savedSearchIdParamSchema,
        body: alertToggleSchema,
        response: { 200: alertStateSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      if (!(await setSavedSearchAlert(app.db, user.id, req.params.id, req.body.enabled))) {
        throw notFound(ALERT_ERROR.savedSearchNotFound, `Saved search ${req.params.id} not found`);
      }
      return { enabled: req.body.enabled };
    },
  );

  app.put(
    '/favourites/:announcementId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'setFavouriteAlert',
        summary: 'Turn the alert of a favourite (price drop, sold) on or off',
        params: announcementIdParamSchema,
        body: alertToggleSchema,
        response: { 200: alertStateSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      if (!(await setFavouriteAlert(app.db, user.id, req.params.announcementId, req.body.enabled))) {
        throw notFound(
          ALERT_ERROR.favouriteNotFound,
          `Announcement ${req.params.announcementId} is not a favourite`,
        );
      }
      return { enabled: req.body.enabled };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        operationId: 'unsubscribeAlert',
        summary: "One-click unsubscribe: turns off the alert a push's signed link names (signed out too)",
        body: alertUnsubscribeSchema,
        response: { 200: alertUnsubscribedSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const target = readUnsubscribeToken(app.config.alertsSecret ?? app.config.jwtSecret, req.body.token);
      if (!target)
        throw validationFailed({ token: [ALERT_ERROR.tokenInvalid] }, 'The unsubscribe link is not valid');
      // Already off, or the search or favourite is gone: the alert is off all the same.
      if (target.scope === 'saved_search') {
        await setSavedSearchAlert(app.db, target.userId, target.savedSearchId, false);
        return { scope: target.scope, title: null };
      }
      if (target.scope === 'favourite') {
        await setFavouriteAlert(app.db, target.userId, target.announcementId, false);
        return { scope: target.scope, title: await carTitle(app.db, target.announcementId) };
      }
      await disableAllAlerts(app.db, target.userId);
      return { scope: target.scope, title: null };
    },
  );
};
export default alerts;
