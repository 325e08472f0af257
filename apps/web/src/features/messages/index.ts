/** The messages feature's public entry: what the shell, the user menu and the car page use (the page is imported by its route). */
export { MessagesLive } from './MessagesLive';
export { unreadLabel, useUnreadMessages } from './use-unread-messages';
export { WriteToSeller } from './WriteToSeller';
