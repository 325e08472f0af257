import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activity from './activity.js';
import catalogue from './catalogue.js';
import videos from './videos.js';

/** The new-car market, mounted under `/api/market` (issue 19; the web-view screens use the same endpoints). */
const market: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogue);
  await app.register(activity);
  await app.register(videos);
};
export default market;
