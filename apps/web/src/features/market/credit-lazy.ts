import { preloadable, preloadOnServer } from '../../shared/preloadable';

/**
 * The model page's credit calculator (its programmes, sliders and ГЭСВ figures, `computeCredit`, the programme select)
 * is a chunk of its own, out of the page's first JavaScript: the server loads it before rendering, so the page's HTML
 * has the calculator with its figures; the browser keeps that HTML (its Suspense boundary stays as the server sent it)
 * until the chunk, asked for as the page hydrates or by the route's loader on a later navigation, has come, then
 * hydrates it.
 */
export const CreditSection = preloadable(() => import('./CreditSection').then((m) => m.CreditSection));
if (import.meta.env.SSR) preloadOnServer(CreditSection);

/** For the model routes' loaders in the browser (a navigation): the calculator's chunk alongside the page's data. */
export function preloadCreditSection(): void {
  if (typeof window !== 'undefined') void CreditSection.preload().catch(() => undefined); // offline: it comes with the next try
}
