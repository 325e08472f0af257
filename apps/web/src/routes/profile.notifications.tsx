import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/alerts/NotificationsPage';
import { loadNotifications, notificationsHead } from '../features/alerts/notifications-route';

export const Route = createFileRoute('/profile/notifications')({
  staticData: { layout: 'default', auth: true },
  loader: loadNotifications,
  head: notificationsHead,
  component: NotificationsPage,
});
