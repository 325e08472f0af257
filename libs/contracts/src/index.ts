export * from './common.js';
export * from './catalog.js';
export * from './announcements.js';
export * from './auth.js';
export * from './health.js';
export * from './auth-api.js';
