/** Helpers shared by repositories to turn driver values into API values (pg gives int8 as string, PGlite as number). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export type Locale = 'ru' | 'kk';
/** The column holding a localised name; never built from user input. */
export const nameCol = (locale: Locale, alias: string) => `${alias}.${locale === 'kk' ? 'name_kk' : 'name_ru'}`;
