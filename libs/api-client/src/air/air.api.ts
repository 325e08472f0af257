import type { AirOverview, AirSeries, AirSeriesQuery } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** Air quality (`/api/air`): the cities now and the series behind the charts. */

/** `GET /api/air` — every city with its stations now, ranked by AQI (worst first); `source.demo` marks generated data. */
export async function getAirOverview(http: Http, config?: RequestConfig): Promise<AirOverview> {
  return parseResponse('airOverviewSchema', await http.get('/api/air', config), 'GET /api/air');
}

/** `GET /api/air/series` — a city's or a station's AQI and concentrations over 24 h, 7 days or 30 days. */
export async function getAirSeries(http: Http, query: AirSeriesQuery, config?: RequestConfig): Promise<AirSeries> {
  return parseResponse('airSeriesSchema', await http.get(withQuery('/api/air/series', { ...query }), config), 'GET /api/air/series');
}
