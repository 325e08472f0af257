/** The messages feature's public entry: what the shell and the car page use (the page is imported by its route). */
export { MessagesLive } from './MessagesLive';
export { MessagesNavLink } from './MessagesNavLink';
export { WriteToSeller } from './WriteToSeller';
