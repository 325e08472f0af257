export {
  createHttp,
  configureHttp,
  getHttp,
  resetHttpForTests,
  readBrowserCookie,
  shouldAttachToken,
  shouldRetry,
  parseRetryAfter,
  retryDelay,
  isOwnApiUrl,
  RETRY_METHODS,
  RETRY_STATUSES,
  MAX_RETRIES,
  type Http,
  type HttpOptions,
  type HttpLogger,
  type LazyRequest,
  type RequestConfig,
} from './http.js';
export { ApiRequestError, CLIENT_ERROR_CODES, isApiRequestError, toApiRequestError } from './errors.js';
export {
  contractSchema,
  loadContractSchemas,
  parseResponse,
  toSearchParams,
  withQuery,
  type StandardResult,
  type StandardSchema,
} from './parse.js';
export { HttpProvider, useHttp } from './http-context.js';

export { searchAnnouncements, getAnnouncement, getSeller, countView } from './announcements/announcements.api.js';
export { announcementQueries } from './announcements/announcements.queries.js';
export { listBrands, listModels, listCities, listRegions, type BrandListParams } from './catalog/catalog.api.js';
export { catalogQueries } from './catalog/catalog.queries.js';
export { getHealth } from './health/health.api.js';
export { healthQueries } from './health/health.queries.js';
export * as authApi from './auth/auth.api.js';
export { authMutations } from './auth/auth.queries.js';
export { AUTH_PATHS, type CheckTokenOutcome, type SignInResult, type CookieSignInResult, type OtpRequestResult } from './auth/auth.api.js';
export * as postingApi from './posting/posting.api.js';
export { postingQueries, postingMutations } from './posting/posting.queries.js';
export { announcementOwnerQueries, getAnnouncementOwnerView } from './posting/owner.queries.js';
export { getFrontendToggles, FLAGS_PATHS } from './flags/flags.api.js';
export { submitNpsAnswer, NPS_PATH } from './nps/nps.api.js';
export { sendUserReport, userReportMutations, USER_REPORTS_PATH } from './user-reports/user-reports.api.js';
export * as favouritesApi from './favourites/favourites.api.js';
export { favouriteQueries } from './favourites/favourites.queries.js';
export * as shortlistsApi from './shortlists/shortlists.api.js';
export { shortlistQueries, shortlistMutations } from './shortlists/shortlists.queries.js';
export * as savedSearchesApi from './saved-searches/saved-searches.api.js';
export { savedSearchQueries } from './saved-searches/saved-searches.queries.js';
export * as compareApi from './compare/compare.api.js';
export { compareQueries } from './compare/compare.queries.js';
export * as announcementExtrasApi from './announcement-extras/announcement-extras.api.js';
export { announcementExtrasQueries } from './announcement-extras/announcement-extras.queries.js';
export * as searchApi from './search/search.api.js';
export { searchQueries } from './search/search.queries.js';
export * as assistantApi from './assistant/assistant.api.js';
export { assistantQueries } from './assistant/assistant.queries.js';
export * as marketApi from './market/market.api.js';
export { type MarketPlace } from './market/market.api.js';
export { marketQueries, marketMutations } from './market/market.queries.js';
export * as airApi from './air/air.api.js';
export { airQueries } from './air/air.queries.js';
export * as franchiseApi from './franchise/franchise.api.js';
export { franchiseQueries, franchiseMutations } from './franchise/franchise.queries.js';
export * as autocheckApi from './autocheck/autocheck.api.js';
export { type AutocheckSubject } from './autocheck/autocheck.api.js';
export { autocheckQueries, autocheckMutations, AUTOCHECK_PENDING_POLL_MS } from './autocheck/autocheck.queries.js';
export * as bonusApi from './bonus/bonus.api.js';
export { bonusQueries, bonusMutations } from './bonus/bonus.queries.js';
export * as garageApi from './garage/garage.api.js';
export { garageQueries, garageMutations } from './garage/garage.queries.js';
export * as pushApi from './push/push.api.js';
export { pushQueries, pushMutations } from './push/push.queries.js';
export * as inspectionsApi from './inspections/inspections.api.js';
export { inspectionQueries, inspectionMutations } from './inspections/inspections.queries.js';
export * as contentApi from './content/content.api.js';
export * as editorApi from './content/editor.api.js';
export { contentQueries } from './content/content.queries.js';
export * as messagesApi from './messages/messages.api.js';
export { messageQueries, messageMutations } from './messages/messages.queries.js';
export * as alertsApi from './alerts/alerts.api.js';
export { alertQueries } from './alerts/alerts.queries.js';
export {
  WEB_VIEW_SCREEN_NAMES,
  WEB_VIEW_SCREEN_PATHS,
  matchWebViewScreen,
  offerIdFrom,
  webViewFirstQueries,
  type FirstQuery,
  type WebViewScreenMatch,
  type WebViewScreenName,
} from './web-view/screens.js';
