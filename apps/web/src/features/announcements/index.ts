/** The announcements feature's public entry: what other features may use (its pages are imported by their routes). */
export { AnnouncementCard } from './AnnouncementCard';
