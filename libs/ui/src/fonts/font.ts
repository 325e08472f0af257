import href from './inter-jolda.woff2?url';

/** The one font file every page uses, for a `<link rel="preload">` in the document head (fonts are fetched CORS). */
export const interFont = { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' } as const;
