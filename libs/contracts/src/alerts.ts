import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Alerts (/api/alerts, issue 23): a saved search can notify on new matches, a favourite on a price drop or its sale.
// Each event is recorded once per user, announcement and kind, listed in the user's notifications (unread count,
// mark read), and pushed to the browsers the user subscribed — at once up to ALERT_PUSHES_PER_DAY a day, past that
// in one daily digest. Every push carries a signed one-click unsubscribe link (`/alerts/unsubscribe?token=…`).

export const ALERT_KINDS = ['new_match', 'price_drop', 'sold'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Alert pushes a user gets at once in a day (Kazakhstan time); the rest wait for the next daily digest. */
export const ALERT_PUSHES_PER_DAY = 5;

/** Notifications a list call returns at most. */
export const ALERT_LIST_LIMIT = 100;

export const ALERT_ERROR = {
  savedSearchNotFound: 'saved_search_not_found',
  favouriteNotFound: 'favourite_not_found',
  tokenInvalid: 'unsubscribe_token_invalid',
} as const;

/** `PUT /api/alerts/saved-searches/:id` and `/api/alerts/favourites/:announcementId`: the alert on or off. */
export const alertToggleSchema = z.object({ enabled: z.boolean() }).strict();
export type AlertToggle = z.infer<typeof alertToggleSchema>;

export const alertStateSchema = z.object({ enabled: z.boolean() });

export const alertNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  announcementId: z.number().int(),
  /** "Toyota Camry, 2018" in no particular language (brand and model names are not translated). */
  title: z.string(),
  /** Current price (tenge) for a new match and the sale; the new price for a drop. */
  price: z.number().int().nullable(),
  /** The price before the drop. */
  oldPrice: z.number().int().nullable(),
  /** The saved search that matched (new matches). */
  savedSearchId: z.number().int().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AlertNotification = z.infer<typeof alertNotificationSchema>;

export const alertNotificationListSchema = z.object({
  items: z.array(alertNotificationSchema),
  unread: z.number().int().nonnegative(),
});
export type AlertNotificationList = z.infer<typeof alertNotificationListSchema>;

export const alertUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

/** `POST /api/alerts/notifications/read`: these ids, or all of them without `ids`. */
export const alertMarkReadSchema = z
  .object({ ids: z.array(z.number().int().positive()).max(500).optional() })
  .strict();
export type AlertMarkRead = z.infer<typeof alertMarkReadSchema>;

/** `POST /api/alerts/unsubscribe`: the token of a push's link (works signed out). */
export const alertUnsubscribeSchema = z.object({
  token: z
    .string({ error: ALERT_ERROR.tokenInvalid })
    .min(10, { error: ALERT_ERROR.tokenInvalid })
    .max(300, { error: ALERT_ERROR.tokenInvalid }),
});

/** What the link turned off: one saved search's alert, one favourite's, or (a digest's link) all of the user's. */
export const alertUnsubscribedSchema = z.object({
  scope: z.enum(['saved_search', 'favourite', 'all']),
  /** The car of a favourite ("Toyota Camry, 2018"), else null. */
  title: z.string().nullable(),
});
export type AlertUnsubscribed = z.infer<typeof alertUnsubscribedSchema>;
