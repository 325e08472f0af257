import { queryOptions } from '@tanstack/react-query';
import type { MarketVideoQueryInput, OfferSearchQueryInput } from '@jolda/contracts';
import type { Http } from '../http.js';
import {
  type MarketPlace,
  countMarketOffers,
  getApplication,
  getAutocentre,
  getComparison,
  getDealer,
  getDealerInbox,
  getMarketBrand,
  getMarketHome,
  getMarketModel,
  getMarketOffer,
  getMarketTrim,
  getMarketVideo,
  getMyMarket,
  getPersonalOffer,
  getSurvey,
  listAutocentres,
  listCreditProgrammes,
  listDealers,
  listMarketCities,
  listMarketVideos,
  listTestDriveSlots,
  searchMarketOffers,
} from './market.api.js';

/** The catalogue changes rarely: fresh for a minute. Offers and counts: 30 s. A buyer's own things: always refetched. */
const CATALOGUE_STALE_MS = 60_000;
const OFFERS_STALE_MS = 30_000;

const place = (p: MarketPlace) => ({ city: p.city ?? null, premium: p.premium === true });

/**
 * One factory per query of the market, used by route loaders (`ensureQueryData`) and components (`useSuspenseQuery`)
 * alike. The locale is in every key whose answer has names (the API localises by Accept-Language).
 */
export const marketQueries = {
  all: () => ['market'] as const,
  /** Everything a signed-in buyer owns (applications, test drives, personal offers): invalidated after their writes. */
  mine: () => [...marketQueries.all(), 'mine'] as const,
  cities: (http: Http) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'cities'] as const,
      queryFn: ({ signal }) => listMarketCities(http, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  home: (http: Http, p: MarketPlace) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'home', place(p)] as const,
      queryFn: ({ signal }) => getMarketHome(http, p, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  brand: (http: Http, brand: string, p: MarketPlace) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'brand', brand, place(p)] as const,
      queryFn: ({ signal }) => getMarketBrand(http, brand, p, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  model: (http: Http, brand: string, model: string, p: MarketPlace) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'model', brand, model, place(p)] as const,
      queryFn: ({ signal }) => getMarketModel(http, brand, model, p, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  trim: (http: Http, slug: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'trim', slug] as const,
      queryFn: ({ signal }) => getMarketTrim(http, slug, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  offers: (http: Http, query: OfferSearchQueryInput) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'offers', query] as const,
      queryFn: ({ signal }) => searchMarketOffers(http, query, { signal }),
      staleTime: OFFERS_STALE_MS,
    }),
  offerCount: (http: Http, query: OfferSearchQueryInput) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'offer-count', query] as const,
      queryFn: ({ signal }) => countMarketOffers(http, query, { signal }),
      staleTime: OFFERS_STALE_MS,
    }),
  offer: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'offer', id] as const,
      queryFn: ({ signal }) => getMarketOffer(http, id, { signal }),
      staleTime: OFFERS_STALE_MS,
    }),
  videos: (http: Http, query: MarketVideoQueryInput) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'videos', query] as const,
      queryFn: ({ signal }) => listMarketVideos(http, query, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  video: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'video', id] as const,
      queryFn: ({ signal }) => getMarketVideo(http, id, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  dealers: (http: Http, by: { city?: string; brand?: string }) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'dealers', { city: by.city ?? null, brand: by.brand ?? null }] as const,
      queryFn: ({ signal }) => listDealers(http, by, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  dealer: (http: Http, slug: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'dealer', slug] as const,
      queryFn: ({ signal }) => getDealer(http, slug, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  autocentres: (http: Http, city: string | undefined) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'autocentres', city ?? null] as const,
      queryFn: ({ signal }) => listAutocentres(http, city, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  autocentre: (http: Http, slug: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'autocentre', slug] as const,
      queryFn: ({ signal }) => getAutocentre(http, slug, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  programmes: (http: Http, by: { brand?: string; local?: boolean; price?: number }) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'programmes', by] as const,
      queryFn: ({ signal }) => listCreditProgrammes(http, by, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  comparison: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'comparison', id] as const,
      queryFn: ({ signal }) => getComparison(http, id, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  slots: (http: Http, dealer: string, q: { brand: string; model: string; from?: string; days?: number }) =>
    queryOptions({
      queryKey: [...marketQueries.mine(), 'slots', dealer, q] as const,
      queryFn: ({ signal }) => listTestDriveSlots(http, dealer, q, { signal }),
      staleTime: 0,
    }),
  survey: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), http.getLocale(), 'survey', id] as const,
      queryFn: ({ signal }) => getSurvey(http, id, { signal }),
    }),
  application: (http: Http, id: string) =>
    queryOptions({
      queryKey: [...marketQueries.mine(), http.getLocale(), 'application', id] as const,
      queryFn: ({ signal }) => getApplication(http, id, { signal }),
    }),
  personalOffer: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...marketQueries.mine(), http.getLocale(), 'personal-offer', id] as const,
      queryFn: ({ signal }) => getPersonalOffer(http, id, { signal }),
    }),
  my: (http: Http) =>
    queryOptions({
      queryKey: [...marketQueries.mine(), http.getLocale(), 'my'] as const,
      queryFn: ({ signal }) => getMyMarket(http, { signal }),
    }),
  dealerInbox: (http: Http) =>
    queryOptions({
      queryKey: [...marketQueries.mine(), http.getLocale(), 'dealer-inbox'] as const,
      queryFn: ({ signal }) => getDealerInbox(http, { signal }),
    }),
};

/** Mutation keys of the market's writes (for `useMutation({ mutationKey })` and `useIsMutating`). */
export const marketMutations = {
  all: () => ['market', 'write'] as const,
  bookTestDrive: () => [...marketMutations.all(), 'book-test-drive'] as const,
  rescheduleTestDrive: () => [...marketMutations.all(), 'reschedule-test-drive'] as const,
  cancelTestDrive: () => [...marketMutations.all(), 'cancel-test-drive'] as const,
  answerSurvey: () => [...marketMutations.all(), 'answer-survey'] as const,
  createApplication: () => [...marketMutations.all(), 'create-application'] as const,
  saveApplicationStep: () => [...marketMutations.all(), 'save-application-step'] as const,
  sendApplication: () => [...marketMutations.all(), 'send-application'] as const,
  createCreditApplication: () => [...marketMutations.all(), 'create-credit-application'] as const,
  answerPersonalOffer: () => [...marketMutations.all(), 'answer-personal-offer'] as const,
  createPersonalOffer: () => [...marketMutations.all(), 'create-personal-offer'] as const,
  createComparison: () => [...marketMutations.all(), 'create-comparison'] as const,
};
