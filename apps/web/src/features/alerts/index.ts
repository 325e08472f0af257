export { AlertSwitch } from './AlertSwitch';
export { useUnreadAlerts } from './use-unread-alerts';
