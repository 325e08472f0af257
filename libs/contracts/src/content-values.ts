/**
 * The content side's plain values (issue 24): the slug rule and the roles. No zod here, so the route modules that need
 * them (the guide's and pages' params, the editor's role check), which are in every page's entry bundle, do not bring
 * the schema library into it; `content.ts` builds its schemas from these and re-exports them.
 */

/** A guide's or page's address segment: `kak-proverit-avto`. */
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const ROLES = ['editor', 'moderator', 'admin', 'inspector'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may write guides and pages. */
export const CONTENT_ROLES: readonly Role[] = ['editor', 'admin'];
