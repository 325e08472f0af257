import type {
  ApplicationStep,
  ApplicationStepInput,
  ApplicationWithOptions,
  AutocentreDetail,
  AutocentreList,
  Comparison,
  CompareInput,
  CreditApplication,
  CreditApplicationInput,
  CreditCalcInput,
  CreditCalcResult,
  CreditProgrammeList,
  DealerDetail,
  DealerInbox,
  DealerList,
  DealerOfferInput,
  DealerPhones,
  MarketBrandPage,
  MarketCityList,
  MarketHome,
  MarketModelPage,
  MarketVideoDetail,
  MarketVideoList,
  MarketVideoQueryInput,
  MyMarket,
  OfferDetail,
  OfferSearchQueryInput,
  OfferSearchResult,
  PersonalOffer,
  Survey,
  SurveyAnswer,
  TestDrive,
  TestDriveInput,
  TestDriveSlots,
  TrimDetail,
} from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** The new-car market (`/api/market`): the site's pages and the native app's web views call these. */

const enc = encodeURIComponent;

export interface MarketPlace {
  /** The buyer's city (slug); the API's default is Almaty. */
  city?: string;
  /** The premium screens: premium brands and models only. */
  premium?: boolean;
}

/** `GET /api/market/cities` — cities with official dealers. */
export async function listMarketCities(http: Http, config?: RequestConfig): Promise<MarketCityList> {
  return parseResponse('marketCityListSchema', await http.get('/api/market/cities', config), 'GET /api/market/cities');
}

/** `GET /api/market/home` — the market's main page for a city. */
export async function getMarketHome(http: Http, place: MarketPlace, config?: RequestConfig): Promise<MarketHome> {
  const url = withQuery('/api/market/home', { ...place, premium: place.premium || undefined });
  return parseResponse('marketHomeSchema', await http.get(url, config), 'GET /api/market/home');
}

/** `GET /api/market/brands/:brand` — a brand's models and dealers in the city. */
export async function getMarketBrand(http: Http, brand: string, place: MarketPlace, config?: RequestConfig): Promise<MarketBrandPage> {
  const url = withQuery(`/api/market/brands/${enc(brand)}`, { ...place, premium: place.premium || undefined });
  return parseResponse('marketBrandPageSchema', await http.get(url, config), 'GET /api/market/brands/:brand');
}

/** `GET /api/market/brands/:brand/models/:model` — the model page. */
export async function getMarketModel(
  http: Http,
  brand: string,
  model: string,
  place: MarketPlace,
  config?: RequestConfig,
): Promise<MarketModelPage> {
  const url = withQuery(`/api/market/brands/${enc(brand)}/models/${enc(model)}`, { ...place, premium: place.premium || undefined });
  return parseResponse('marketModelPageSchema', await http.get(url, config), 'GET /api/market/brands/:brand/models/:model');
}

/** `GET /api/market/trims/:slug` — a trim's equipment. */
export async function getMarketTrim(http: Http, slug: string, config?: RequestConfig): Promise<TrimDetail> {
  return parseResponse('trimDetailSchema', await http.get(`/api/market/trims/${enc(slug)}`, config), 'GET /api/market/trims/:slug');
}

/** `GET /api/market/offers` — the offer search. */
export async function searchMarketOffers(http: Http, query: OfferSearchQueryInput, config?: RequestConfig): Promise<OfferSearchResult> {
  const url = withQuery('/api/market/offers', query as Record<string, unknown>);
  return parseResponse('offerSearchResultSchema', await http.get(url, config), 'GET /api/market/offers');
}

/** `GET /api/market/offers/count` — the live count of a filter. */
export async function countMarketOffers(http: Http, query: OfferSearchQueryInput, config?: RequestConfig): Promise<{ total: number }> {
  const url = withQuery('/api/market/offers/count', query as Record<string, unknown>);
  return parseResponse('offerCountSchema', await http.get(url, config), 'GET /api/market/offers/count');
}

/** `GET /api/market/offers/:id`. */
export async function getMarketOffer(http: Http, id: number, config?: RequestConfig): Promise<OfferDetail> {
  return parseResponse('offerDetailSchema', await http.get(`/api/market/offers/${id}`, config), 'GET /api/market/offers/:id');
}

/** `GET /api/market/videos` — video reviews, newest first: every model's, a brand's or a model's. */
export async function listMarketVideos(http: Http, query: MarketVideoQueryInput, config?: RequestConfig): Promise<MarketVideoList> {
  return parseResponse('marketVideoListSchema', await http.get(withQuery('/api/market/videos', { ...query }), config), 'GET /api/market/videos');
}

/** `GET /api/market/videos/:id` — a video review, where it plays (none for a demo) and more of the model's. */
export async function getMarketVideo(http: Http, id: number, config?: RequestConfig): Promise<MarketVideoDetail> {
  return parseResponse('marketVideoDetailSchema', await http.get(`/api/market/videos/${id}`, config), 'GET /api/market/videos/:id');
}

/** `GET /api/market/dealers` — dealers of a city or a brand. */
export async function listDealers(http: Http, by: { city?: string; brand?: string }, config?: RequestConfig): Promise<DealerList> {
  return parseResponse('dealerListSchema', await http.get(withQuery('/api/market/dealers', by), config), 'GET /api/market/dealers');
}

/** `GET /api/market/dealers/:slug`. */
export async function getDealer(http: Http, slug: string, config?: RequestConfig): Promise<DealerDetail> {
  return parseResponse('dealerDetailSchema', await http.get(`/api/market/dealers/${enc(slug)}`, config), 'GET /api/market/dealers/:slug');
}

/** `GET /api/market/dealers/:slug/phones` — shown on request. */
export async function revealDealerPhones(http: Http, slug: string): Promise<DealerPhones> {
  return parseResponse('dealerPhonesSchema', await http.get(`/api/market/dealers/${enc(slug)}/phones`), 'GET /api/market/dealers/:slug/phones');
}

/** `GET /api/market/autocentres`. */
export async function listAutocentres(http: Http, city: string | undefined, config?: RequestConfig): Promise<AutocentreList> {
  return parseResponse('autocentreListSchema', await http.get(withQuery('/api/market/autocentres', { city }), config), 'GET /api/market/autocentres');
}

/** `GET /api/market/autocentres/:slug`. */
export async function getAutocentre(http: Http, slug: string, config?: RequestConfig): Promise<AutocentreDetail> {
  return parseResponse('autocentreDetailSchema', await http.get(`/api/market/autocentres/${enc(slug)}`, config), 'GET /api/market/autocentres/:slug');
}

/** `GET /api/market/credit/programmes`. */
export async function listCreditProgrammes(
  http: Http,
  by: { brand?: string; local?: boolean; price?: number },
  config?: RequestConfig,
): Promise<CreditProgrammeList> {
  return parseResponse('creditProgrammeListSchema', await http.get(withQuery('/api/market/credit/programmes', by), config), 'GET /api/market/credit/programmes');
}

/** `POST /api/market/credit/calculate` — the same calculator the pages run locally, checked against a programme. */
export async function calculateCredit(http: Http, input: CreditCalcInput): Promise<CreditCalcResult> {
  return parseResponse('creditCalcResultSchema', await http.post('/api/market/credit/calculate', input), 'POST /api/market/credit/calculate');
}

/** `POST /api/market/comparisons` → the comparison's id. */
export async function createComparison(http: Http, input: CompareInput): Promise<{ id: number }> {
  return parseResponse('compareCreatedSchema', await http.post('/api/market/comparisons', input), 'POST /api/market/comparisons');
}

/** `GET /api/market/comparisons/:id`. */
export async function getComparison(http: Http, id: number, config?: RequestConfig): Promise<Comparison> {
  return parseResponse('comparisonSchema', await http.get(`/api/market/comparisons/${id}`, config), 'GET /api/market/comparisons/:id');
}

// Test drives

export async function listTestDriveSlots(
  http: Http,
  dealer: string,
  q: { brand: string; model: string; from?: string; days?: number },
  config?: RequestConfig,
): Promise<TestDriveSlots> {
  const url = withQuery(`/api/market/dealers/${enc(dealer)}/test-drive-slots`, q);
  return parseResponse('testDriveSlotsSchema', await http.get(url, config), 'GET /api/market/dealers/:slug/test-drive-slots');
}

export async function bookTestDrive(http: Http, input: TestDriveInput): Promise<TestDrive> {
  return parseResponse('testDriveSchema', await http.post('/api/market/test-drives', input), 'POST /api/market/test-drives');
}

export async function rescheduleTestDrive(http: Http, id: number, startsAt: string): Promise<TestDrive> {
  return parseResponse('testDriveSchema', await http.post(`/api/market/test-drives/${id}/reschedule`, { startsAt }), 'POST /api/market/test-drives/:id/reschedule');
}

export async function cancelTestDrive(http: Http, id: number): Promise<TestDrive> {
  return parseResponse('testDriveSchema', await http.post(`/api/market/test-drives/${id}/cancel`), 'POST /api/market/test-drives/:id/cancel');
}

// Surveys

export async function getSurvey(http: Http, id: number, config?: RequestConfig): Promise<Survey> {
  return parseResponse('surveySchema', await http.get(`/api/market/surveys/${id}`, config), 'GET /api/market/surveys/:id');
}

export async function answerSurvey(http: Http, id: number, answer: SurveyAnswer) {
  return parseResponse('surveyAnsweredSchema', await http.post(`/api/market/surveys/${id}/answer`, answer), 'POST /api/market/surveys/:id/answer');
}

// Purchase applications

export async function createApplication(http: Http, input: { brand: string; model: string; offer?: number }): Promise<ApplicationWithOptions> {
  return parseResponse('applicationWithOptionsSchema', await http.post('/api/market/applications', input), 'POST /api/market/applications');
}

export async function getApplication(http: Http, id: string, config?: RequestConfig): Promise<ApplicationWithOptions> {
  return parseResponse('applicationWithOptionsSchema', await http.get(`/api/market/applications/${enc(id)}`, config), 'GET /api/market/applications/:id');
}

export async function saveApplicationStep<S extends Exclude<ApplicationStep, 'review'>>(
  http: Http,
  id: string,
  step: S,
  input: ApplicationStepInput[S],
): Promise<ApplicationWithOptions> {
  return parseResponse(
    'applicationWithOptionsSchema',
    await http.put(`/api/market/applications/${enc(id)}/steps/${step}`, input),
    'PUT /api/market/applications/:id/steps/:step',
  );
}

export async function sendApplication(http: Http, id: string): Promise<ApplicationWithOptions> {
  return parseResponse('applicationWithOptionsSchema', await http.post(`/api/market/applications/${enc(id)}/send`), 'POST /api/market/applications/:id/send');
}

// Credit applications

export async function createCreditApplication(http: Http, input: CreditApplicationInput): Promise<CreditApplication> {
  return parseResponse('creditApplicationSchema', await http.post('/api/market/credit-applications', input), 'POST /api/market/credit-applications');
}

// Personal offers and the dealer's side

export async function getPersonalOffer(http: Http, id: number, config?: RequestConfig): Promise<PersonalOffer> {
  return parseResponse('personalOfferSchema', await http.get(`/api/market/personal-offers/${id}`, config), 'GET /api/market/personal-offers/:id');
}

export async function answerPersonalOffer(http: Http, id: number, answer: 'accept' | 'decline'): Promise<PersonalOffer> {
  return parseResponse('personalOfferSchema', await http.post(`/api/market/personal-offers/${id}/answer`, { answer }), 'POST /api/market/personal-offers/:id/answer');
}

export async function getDealerInbox(http: Http, config?: RequestConfig): Promise<DealerInbox> {
  return parseResponse('dealerInboxSchema', await http.get('/api/market/dealer/inbox', config), 'GET /api/market/dealer/inbox');
}

export async function createPersonalOffer(http: Http, input: DealerOfferInput): Promise<PersonalOffer> {
  return parseResponse('personalOfferSchema', await http.post('/api/market/dealer/personal-offers', input), 'POST /api/market/dealer/personal-offers');
}

export async function getMyMarket(http: Http, config?: RequestConfig): Promise<MyMarket> {
  return parseResponse('myMarketSchema', await http.get('/api/market/my', config), 'GET /api/market/my');
}
