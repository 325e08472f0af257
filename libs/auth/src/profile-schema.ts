/** `profileSchema`, imported only dynamically by `profileQueries` (zod stays out of a page's first JavaScript). */
export { profileSchema } from '@jolda/contracts';
