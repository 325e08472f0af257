import { randomBytes, randomInt } from 'node:crypto';
import {
  APPLICATION_STEPS,
  TEST_DRIVE_DAYS_AHEAD,
  apiErrorSchema,
  almatyClock,
  applicationCreateSchema,
  applicationErrorSchema,
  applicationParamsSchema,
  applicationStepInputSchema,
  applicationStepParamsSchema,
  applicationWithOptionsSchema,
  calendarQuerySchema,
  clockTime,
  computeCredit,
  creditApplicationInputSchema,
  creditApplicationSchema,
  daySlots,
  dealerInboxSchema,
  dealerOfferInputSchema,
  fieldErrors,
  idParamSchema,
  MARKET_ERROR,
  maskIin,
  myMarketSchema,
  personalOfferResponseSchema,
  personalOfferSchema,
  slugParamSchema,
  surveyAnswerSchema,
  surveyAnsweredSchema,
  surveyIdParamSchema,
  surveySchema,
  testDriveInputSchema,
  testDriveListSchema,
  testDriveRescheduleSchema,
  testDriveSchema,
  testDriveSlotsQuerySchema,
  testDriveSlotsSchema,
  type Application,
  type ApplicationStep,
  type CreditApplication,
  type PersonalOffer,
  type PersonalOfferSummary,
  type TestDrive,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ApplicationRow,
  type CreditApplicationRow,
  type PersonalOfferRow,
  type TestDriveRow,
  answerSurvey,
  bookTestDrive,
  bookedSlots,
  cancelTestDrive,
  createApplication,
  createCreditApplication,
  createPersonalOffer,
  dealerApplications,
  dealerRating,
  findApplication,
  findCreditApplication,
  findPersonalOffer,
  findSurvey,
  findTestDrive,
  listApplications,
  listCreditApplications,
  listPersonalOffers,
  listTestDrives,
  ownCars,
  rescheduleTestDrive,
  respondPersonalOffer,
  sendApplication,
  updateApplication,
} from '../../db/repositories/market-activity.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';
import { creditFieldErrors } from './catalogue.js';
import { type Dealer, type Locale, type MarketIndex, type Model, type Programme, marketIndexFor, modelPhoto } from './market-index.js';

const conflict = (code: string, message: string, extra: Record<string, unknown> = {}) => new HttpError(409, code, message, extra);
const DAY = 86_400_000;

/** Buyers' and dealers' writes in the market: test drives, surveys, applications, credit, personal offers. */
const activity: FastifyPluginAsyncZod = async (app) => {
  const index = async () => {
    const idx = marketIndexFor(app.db);
    await idx.current(app.db);
    return idx;
  };

  // ----------------------------------------------------------------------------------------------------------------
  // Test drives

  app.get(
    '/dealers/:slug/test-drive-slots',
    {
      schema: {
        operationId: 'listTestDriveSlots',
        tags: ['market'],
        summary: "A dealer's 30-minute test-drive slots for a model, day by day (from its hours, Almaty time), free or taken",
        params: slugParamSchema,
        querystring: testDriveSlotsQuerySchema,
        response: { 200: testDriveSlotsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const { dealer, model } = testDriveTarget(idx, req.params.slug, req.query.brand, req.query.model);
      const now = Date.now();
      const today = almatyClock(new Date(now)).date;
      const from = req.query.from && req.query.from > today ? req.query.from : today;
      const dates = Array.from({ length: req.query.days }, (_, i) => addDays(from, i)).filter((d) => d <= addDays(today, TEST_DRIVE_DAYS_AHEAD));
      const all = dates.map((date) => ({ date, slots: daySlots(dealer.hours, date) }));
      const first = all.flatMap((d) => d.slots)[0];
      const taken = first
        ? await bookedSlots(app.db, dealer.id, model.id, new Date(first), new Date(Date.parse(`${addDays(dates.at(-1)!, 1)}T00:00:00Z`)))
        : new Set<string>();
      reply.header('cache-control', 'private, no-store');
      return {
        dealer: { slug: dealer.slug, name: dealer.name },
        days: all.map(({ date, slots }) => ({
          date,
          slots: slots.map((s) => ({
            startsAt: s,
            time: clockTime(almatyClock(new Date(s)).minute),
            free: !taken.has(s) && Date.parse(s) > now + 30 * 60_000,
          })),
        })),
      };
    },
  );

  app.post(
    '/test-drives',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'bookTestDrive',
        tags: ['market'],
        summary: 'Books a test-drive slot (signed in). 409 `slot_taken` when someone booked it first',
        body: testDriveInputSchema,
        response: { 201: testDriveSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const b = req.body;
      const { dealer, model } = testDriveTarget(idx, b.dealer, b.brand, b.model);
      const startsAt = checkSlot(dealer, b.startsAt);
      const booked = await bookTestDrive(app.db, {
        dealerId: dealer.id,
        modelId: model.id,
        userId: user.id,
        name: b.name,
        phone: b.phone,
        startsAt,
        icsKey: randomBytes(18).toString('base64url'),
        surveyId: randomSurveyId(),
      });
      if (!booked) throw conflict(MARKET_ERROR.slotTaken, 'This slot has just been booked');
      return reply.code(201).send(must(testDriveOut(idx, booked, requestLocale(req))));
    },
  );

  app.get(
    '/test-drives',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listMyTestDrives',
        tags: ['market'],
        summary: "The signed-in user's test drives, latest first",
        response: { 200: testDriveListSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const rows = await listTestDrives(app.db, user.id);
      return { items: rows.map((r) => testDriveOut(idx, r, requestLocale(req))).filter((t): t is TestDrive => t !== null) };
    },
  );

  const ownTestDrive = async (req: FastifyRequest, id: number) => {
    const user = await requireUser(app, req);
    const row = await findTestDrive(app.db, id);
    if (!row || row.userId !== user.id) throw notFound('test_drive_not_found', 'Test drive not found');
    return row;
  };

  app.post(
    '/test-drives/:id/reschedule',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'rescheduleTestDrive',
        tags: ['market'],
        summary: 'Moves a booked test drive to another free slot (the owner only)',
        params: idParamSchema,
        body: testDriveRescheduleSchema,
        response: { 200: testDriveSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const row = await ownTestDrive(req, req.params.id);
      const idx = await index();
      if (row.status !== 'booked') throw conflict('test_drive_cancelled', 'This test drive was cancelled');
      const dealer = idx.dealersById.get(row.dealerId);
      if (!dealer) throw notFound('dealer_not_found', 'Dealer not found');
      const startsAt = checkSlot(dealer, req.body.startsAt);
      if (startsAt === row.startsAt) return must(testDriveOut(idx, row, requestLocale(req)));
      const moved = await rescheduleTestDrive(app.db, row.id, startsAt);
      if (!moved) throw conflict(MARKET_ERROR.slotTaken, 'This slot has just been booked');
      return must(testDriveOut(idx, moved, requestLocale(req)));
    },
  );

  app.post(
    '/test-drives/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'cancelTestDrive',
        tags: ['market'],
        summary: 'Cancels a test drive (the owner only); its slot is free again',
        params: idParamSchema,
        response: { 200: testDriveSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const row = await ownTestDrive(req, req.params.id);
      const idx = await index();
      const cancelled = row.status === 'cancelled' ? row : await cancelTestDrive(app.db, row.id);
      return must(testDriveOut(idx, cancelled!, requestLocale(req)));
    },
  );

  app.get(
    '/test-drives/:id/calendar.ics',
    {
      schema: {
        operationId: 'getTestDriveCalendar',
        tags: ['market'],
        summary: "A booking's calendar file (iCalendar), opened by a calendar app with the link's key, no session",
        params: idParamSchema,
        querystring: calendarQuerySchema,
        response: {
          200: { description: 'The iCalendar file, sent as is', content: { 'text/calendar': { schema: z.string() } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const row = await findTestDrive(app.db, req.params.id);
      if (!row || row.icsKey !== req.query.key) throw notFound('test_drive_not_found', 'Test drive not found');
      const idx = await index();
      const dealer = idx.dealersById.get(row.dealerId);
      const model = idx.models.get(row.modelId);
      if (!dealer || !model) throw notFound('test_drive_not_found', 'Test drive not found');
      const locale = requestLocale(req);
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="test-drive-${row.id}.ics"`)
        .header('cache-control', 'private, no-store');
      return reply.send(calendar(row, dealer, model, locale));
    },
  );

  // ----------------------------------------------------------------------------------------------------------------
  // Dealership survey

  app.get(
    '/surveys/:id',
    {
      schema: {
        operationId: 'getSurvey',
        tags: ['market'],
        summary: 'A survey after a test drive or a visit (the link is the secret): the dealer and whether it is answered',
        params: surveyIdParamSchema,
        response: { 200: surveySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const s = await findSurvey(app.db, req.params.id);
      const dealer = s ? idx.dealersById.get(s.dealerId) : undefined;
      if (!s || !dealer) throw notFound('survey_not_found', 'Survey not found');
      const locale = requestLocale(req);
      const model = s.modelId ? idx.models.get(s.modelId) : undefined;
      reply.header('cache-control', 'private, no-store');
      return {
        id: s.id,
        kind: s.kind,
        dealer: { slug: dealer.slug, name: dealer.name, city: idx.city(dealer.city, locale) },
        visit: model && s.startsAt ? { brand: model.brand.name, model: model.name, startsAt: s.startsAt } : null,
        answered: s.answered,
      };
    },
  );

  app.post(
    '/surveys/:id/answer',
    {
      schema: {
        operationId: 'answerSurvey',
        tags: ['market'],
        summary: "Answers a survey: 1–5 rating and the questions; one answer per visit (409 `already_answered`); feeds the dealer's rating",
        params: surveyIdParamSchema,
        body: surveyAnswerSchema,
        response: { 201: surveyAnsweredSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const idx = await index();
      const s = await findSurvey(app.db, req.params.id);
      const dealer = s ? idx.dealersById.get(s.dealerId) : undefined;
      if (!s || !dealer) throw notFound('survey_not_found', 'Survey not found');
      const ok = await answerSurvey(app.db, { id: s.id, dealerId: dealer.id, ...req.body, comment: req.body.comment ?? '' });
      if (!ok) throw conflict(MARKET_ERROR.alreadyAnswered, 'This visit has been rated already');
      const r = await dealerRating(app.db, dealer.id);
      return reply.code(201).send({
        dealer: { slug: dealer.slug, name: dealer.name, rating: r.count ? Math.round((r.sum / r.count) * 10) / 10 : null, ratingCount: r.count },
      });
    },
  );

  // ----------------------------------------------------------------------------------------------------------------
  // Purchase applications

  const ownApplication = async (req: FastifyRequest, id: string) => {
    const user = await requireUser(app, req);
    const row = await findApplication(app.db, id);
    if (!row || row.userId !== user.id) throw notFound('application_not_found', 'Application not found');
    return { user, row };
  };

  app.post(
    '/applications',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createApplication',
        tags: ['market'],
        summary: 'Starts a purchase application for a model (or a dealer\'s offer: its trim, colour and dealer filled in)',
        body: applicationCreateSchema,
        response: { 201: applicationWithOptionsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const model = idx.model(req.body.brand, req.body.model);
      if (!model) throw notFound('model_not_found', 'Model not on the market');
      const offer = req.body.offer !== undefined ? idx.offersById.get(req.body.offer) : undefined;
      if (req.body.offer !== undefined && (!offer || offer.trim.model !== model)) throw notFound('offer_not_found', 'Offer not found');
      const row = await createApplication(app.db, {
        id: applicationId(),
        userId: user.id,
        modelId: model.id,
        offerId: offer?.id ?? null,
        dealerId: offer?.dealer.id ?? null,
        trimId: offer?.trim.id ?? null,
        colourId: offer?.colour.id ?? null,
      });
      return reply.code(201).send(await withOptions(app, idx, row, user.id, user.cityId, requestLocale(req)));
    },
  );

  app.get(
    '/applications/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getApplication',
        tags: ['market'],
        summary: 'A purchase application with its choices and next step (the owner only)',
        params: applicationParamsSchema,
        response: { 200: applicationWithOptionsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const { user, row } = await ownApplication(req, req.params.id);
      const idx = await index();
      return withOptions(app, idx, row, user.id, user.cityId, requestLocale(req));
    },
  );

  app.put(
    '/applications/:id/steps/:step',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'saveApplicationStep',
        tags: ['market'],
        summary: 'Saves one step (trim, colour, payment, contacts); earlier steps must be complete (409 `step_locked`)',
        params: applicationStepParamsSchema,
        // Each step's own schema (applicationStepInputSchema) checks the body in the handler, so its errors name fields.
        body: z.record(z.string(), z.unknown()).describe('The step input: { trim } | { colour } | { payment, … } | { name, phone, dealer, comment }'),
        response: { 200: applicationWithOptionsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: applicationErrorSchema },
      },
    },
    async (req) => {
      const { user, row } = await ownApplication(req, req.params.id);
      const idx = await index();
      const locale = requestLocale(req);
      if (row.status !== 'draft') throw conflict(MARKET_ERROR.applicationSent, 'The application has been sent');
      const step = req.params.step;
      if (step === 'review') throw validationFailed({ step: [MARKET_ERROR.invalid] });
      const state = applicationState(idx, row);
      const order = APPLICATION_STEPS.indexOf(step);
      const missing = APPLICATION_STEPS.slice(0, order).find((s) => s !== 'review' && !state.done[s as keyof typeof state.done]);
      if (missing) throw conflict(MARKET_ERROR.stepLocked, `Complete the ${missing} step first`, { nextStep: missing });
      const parsed = applicationStepInputSchema[step].safeParse(req.body);
      // The trade-in's fields are nested: their errors are named `tradeIn.plate`, `tradeIn.vin`… so the page can show each.
      if (!parsed.success) throw validationFailed(step === 'payment' ? nestedFieldErrors(parsed.error) : fieldErrors(parsed.error));
      const model = idx.models.get(row.modelId)!;
      const offer = row.offerId ? idx.offersById.get(row.offerId) : undefined;
      let set: Parameters<typeof updateApplication>[2];
      if (step === 'trim') {
        const v = parsed.data as { trim: string };
        const trim = model.trims.find((t) => t.slug === v.trim);
        if (!trim) throw validationFailed({ trim: [MARKET_ERROR.invalid] });
        set = { trim_id: trim.id, ...(offer && offer.trim !== trim ? { offer_id: null } : {}) };
      } else if (step === 'colour') {
        const v = parsed.data as { colour: string };
        const colour = model.colours.find((c) => c.slug === v.colour);
        if (!colour) throw validationFailed({ colour: [MARKET_ERROR.invalid] });
        set = { color_id: colour.id, ...(offer && offer.colour !== colour ? { offer_id: null } : {}) };
      } else if (step === 'payment') {
        const v = parsed.data as z.output<typeof applicationStepInputSchema.payment>;
        const clear = { programme_id: null, down_payment: null, months: null, trade_plate: null, trade_vin: null, trade_car: null, trade_year: null, trade_mileage: null };
        if (v.payment === 'cash') set = { ...clear, payment: 'cash' };
        else if (v.payment === 'credit') {
          const programme = idx.programmes.find((p) => p.slug === v.programme);
          if (!programme) throw validationFailed({ programme: [MARKET_ERROR.invalid] });
          const fields = creditFieldErrors(programme, state.price!, v.downPayment, v.months, { brand: model.brand.slug, local: idx.isLocal(model) });
          if (fields) throw validationFailed(fields);
          set = { ...clear, payment: 'credit', programme_id: programme.id, down_payment: v.downPayment, months: v.months };
        } else {
          const t = v.tradeIn;
          set = { ...clear, payment: 'trade_in', trade_plate: t.plate, trade_vin: t.vin, trade_car: t.car, trade_year: t.year, trade_mileage: t.mileage };
        }
      } else {
        const v = parsed.data as z.output<typeof applicationStepInputSchema.contacts>;
        const dealer = idx.dealersBySlug.get(v.dealer);
        if (!dealer || !dealer.official || !dealer.brands.includes(model.brand)) throw validationFailed({ dealer: [MARKET_ERROR.invalid] });
        set = { contact_name: v.name, contact_phone: v.phone, dealer_id: dealer.id, comment: v.comment, ...(offer && offer.dealer !== dealer ? { offer_id: null } : {}) };
      }
      const updated = await updateApplication(app.db, row.id, set);
      if (!updated) throw conflict(MARKET_ERROR.applicationSent, 'The application has been sent');
      return withOptions(app, idx, updated, user.id, user.cityId, locale);
    },
  );

  app.post(
    '/applications/:id/send',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'sendApplication',
        tags: ['market'],
        summary: 'Sends a complete application to its dealer (409 `application_incomplete` with the step to finish)',
        params: applicationParamsSchema,
        response: { 200: applicationWithOptionsSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: applicationErrorSchema },
      },
    },
    async (req) => {
      const { user, row } = await ownApplication(req, req.params.id);
      const idx = await index();
      if (row.status !== 'draft') throw conflict(MARKET_ERROR.applicationSent, 'The application has been sent');
      const state = applicationState(idx, row);
      if (state.nextStep !== 'review') throw conflict(MARKET_ERROR.applicationIncomplete, 'The application is not complete', { nextStep: state.nextStep });
      if (!(await sendApplication(app.db, row.id))) throw conflict(MARKET_ERROR.applicationSent, 'The application has been sent');
      return withOptions(app, idx, (await findApplication(app.db, row.id))!, user.id, user.cityId, requestLocale(req));
    },
  );

  // ----------------------------------------------------------------------------------------------------------------
  // Credit applications

  app.post(
    '/credit-applications',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createCreditApplication',
        tags: ['market'],
        summary: 'A credit application: the car, the programme, down payment and term, IIN (control digit), income, consent',
        body: creditApplicationInputSchema,
        response: { 201: creditApplicationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const b = req.body;
      const trim = idx.trimsBySlug.get(b.trim);
      if (!trim) throw validationFailed({ trim: [MARKET_ERROR.invalid] });
      const model = trim.model;
      const offer = b.offer !== undefined ? idx.offersById.get(b.offer) : undefined;
      if (b.offer !== undefined && (!offer || offer.trim !== trim)) throw validationFailed({ offer: [MARKET_ERROR.invalid] });
      const dealer = offer ? offer.dealer : b.dealer ? idx.dealersBySlug.get(b.dealer) : undefined;
      if (!dealer || !dealer.official || !dealer.brands.includes(model.brand)) throw validationFailed({ dealer: [dealer ? MARKET_ERROR.invalid : MARKET_ERROR.required] });
      const colour = b.colour ? model.colours.find((c) => c.slug === b.colour) : undefined;
      if (b.colour && !colour) throw validationFailed({ colour: [MARKET_ERROR.invalid] });
      const price = offer ? offer.finalPrice : trim.price + (colour?.surcharge ?? 0);
      const programme = idx.programmes.find((p) => p.slug === b.programme);
      if (!programme) throw validationFailed({ programme: [MARKET_ERROR.invalid] });
      const fields = creditFieldErrors(programme, price, b.downPayment, b.months, { brand: model.brand.slug, local: idx.isLocal(model) });
      if (fields) throw validationFailed(fields);
      const credit = creditOf(programme, price, b.downPayment, b.months);
      const row = await createCreditApplication(app.db, {
        userId: user.id,
        dealerId: dealer.id,
        trimId: trim.id,
        offerId: offer?.id ?? null,
        programmeId: programme.id,
        price,
        downPayment: b.downPayment,
        months: b.months,
        monthlyPayment: credit.monthlyPayment,
        effectiveRate: credit.effectiveRate,
        iin: b.iin,
        income: b.income,
      });
      return reply.code(201).send(creditOut(idx, row, [], requestLocale(req)));
    },
  );

  app.get(
    '/credit-applications/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getCreditApplication',
        tags: ['market'],
        summary: 'A credit application with its status and the dealer\'s personal offers (the owner only)',
        params: idParamSchema,
        response: { 200: creditApplicationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const row = await findCreditApplication(app.db, req.params.id);
      if (!row || row.userId !== user.id) throw notFound('credit_application_not_found', 'Credit application not found');
      const idx = await index();
      const offers = await listPersonalOffers(app.db, { creditIds: [row.id] });
      return creditOut(idx, row, offers, requestLocale(req));
    },
  );

  // ----------------------------------------------------------------------------------------------------------------
  // Personal offers

  app.get(
    '/personal-offers/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getPersonalOffer',
        tags: ['market'],
        summary: "A dealer's personal offer (`/personal/{id}`): the applicant and the dealer who made it only",
        params: idParamSchema,
        response: { 200: personalOfferSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const row = await findPersonalOffer(app.db, req.params.id);
      const ownDealer = idx.dealersByUser.get(user.id);
      if (!row || (row.userId !== user.id && ownDealer?.id !== row.dealerId)) throw notFound('personal_offer_not_found', 'Personal offer not found');
      const out = personalOut(idx, row, requestLocale(req), user.id);
      if (!out) throw notFound('personal_offer_not_found', 'Personal offer not found');
      return out;
    },
  );

  app.post(
    '/personal-offers/:id/answer',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'answerPersonalOffer',
        tags: ['market'],
        summary: 'Accepts or declines a personal offer (the applicant only); 409 when answered already or expired',
        params: idParamSchema,
        body: personalOfferResponseSchema,
        response: { 200: personalOfferSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const row = await findPersonalOffer(app.db, req.params.id);
      if (!row || row.userId !== user.id) throw notFound('personal_offer_not_found', 'Personal offer not found');
      if (row.status !== 'open') throw conflict(MARKET_ERROR.offerAnswered, 'The offer has been answered');
      if (row.expired) throw conflict(MARKET_ERROR.offerExpired, 'The offer has expired');
      const ok = await respondPersonalOffer(app.db, row.id, req.body.answer === 'accept' ? 'accepted' : 'declined');
      if (!ok) throw conflict(MARKET_ERROR.offerAnswered, 'The offer has been answered');
      return personalOut(idx, (await findPersonalOffer(app.db, row.id))!, requestLocale(req), user.id)!;
    },
  );

  const requireDealer = async (req: FastifyRequest) => {
    const user = await requireUser(app, req);
    const idx = await index();
    const dealer = idx.dealersByUser.get(user.id);
    if (!dealer || !dealer.official) throw new HttpError(403, MARKET_ERROR.notDealer, 'Only a dealer can do this');
    return { user, idx, dealer };
  };

  app.get(
    '/dealer/inbox',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getDealerInbox',
        tags: ['market'],
        summary: "A dealer's incoming purchase and credit applications with the personal offers made (a dealer's account only)",
        response: { 200: dealerInboxSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      const { idx, dealer } = await requireDealer(req);
      const locale = requestLocale(req);
      const { purchases, credits, users } = await dealerApplications(app.db, dealer.id);
      const offers = await listPersonalOffers(app.db, { purchaseIds: purchases.map((p) => p.id), creditIds: credits.map((c) => c.id) });
      const customer = (userId: number, name: string | null, phone: string | null) => {
        const u = users.get(userId);
        return { name: name ?? u?.name ?? '', phone: phone ?? u?.phone ?? '' };
      };
      const items = [
        ...purchases.map((p) => {
          const model = idx.models.get(p.modelId)!;
          const state = applicationState(idx, p);
          return {
            kind: 'purchase' as const,
            id: p.id,
            status: p.status,
            at: p.sentAt ?? p.createdAt,
            brand: idx.brandRef(model.brand),
            model: idx.modelRef(model),
            trim: state.trim ? { slug: state.trim.slug, name: state.trim.name } : null,
            colour: state.colour ? { slug: state.colour.slug, name: state.colour.name[locale] } : null,
            price: state.price,
            payment: p.payment,
            customer: customer(p.userId, p.contactName, p.contactPhone),
            personalOffers: offers.filter((o) => o.purchaseApplicationId === p.id).map((o) => summary(idx, o)),
          };
        }),
        ...credits.map((c) => {
          const trim = idx.trimsById.get(c.trimId)!;
          return {
            kind: 'credit' as const,
            id: String(c.id),
            status: c.status,
            at: c.createdAt,
            brand: idx.brandRef(trim.model.brand),
            model: idx.modelRef(trim.model),
            trim: { slug: trim.slug, name: trim.name },
            colour: null,
            price: c.price,
            payment: 'credit' as const,
            customer: customer(c.userId, null, null),
            personalOffers: offers.filter((o) => o.creditApplicationId === c.id).map((o) => summary(idx, o)),
          };
        }),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { dealer: { slug: dealer.slug, name: dealer.name }, items };
    },
  );

  app.post(
    '/dealer/personal-offers',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createPersonalOffer',
        tags: ['market'],
        summary: "A dealer's personal offer in answer to an application sent to it (a dealer's account only)",
        body: dealerOfferInputSchema,
        response: { 201: personalOfferSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { user, idx, dealer } = await requireDealer(req);
      const b = req.body;
      let applicant: number;
      let model: Model;
      let purchaseId: string | null = null;
      let creditId: number | null = null;
      if (b.application.kind === 'purchase') {
        const app_ = await findApplication(app.db, b.application.id);
        if (!app_ || app_.dealerId !== dealer.id || app_.status === 'draft') throw notFound('application_not_found', 'Application not found');
        applicant = app_.userId;
        model = idx.models.get(app_.modelId)!;
        purchaseId = app_.id;
      } else {
        const c = await findCreditApplication(app.db, b.application.id);
        if (!c || c.dealerId !== dealer.id) throw notFound('credit_application_not_found', 'Credit application not found');
        applicant = c.userId;
        model = idx.trimsById.get(c.trimId)!.model;
        creditId = c.id;
      }
      const trim = model.trims.find((t) => t.slug === b.trim);
      if (!trim) throw validationFailed({ trim: [MARKET_ERROR.invalid] });
      const colour = b.colour ? model.colours.find((c) => c.slug === b.colour) : undefined;
      if (b.colour && !colour) throw validationFailed({ colour: [MARKET_ERROR.invalid] });
      const discount = b.discount ?? 0;
      if (discount >= b.price) throw validationFailed({ discount: [MARKET_ERROR.invalid] });
      const today = almatyClock(new Date()).date;
      if (b.validUntil < today || b.validUntil > addDays(today, 90)) throw validationFailed({ validUntil: [MARKET_ERROR.invalid] });
      let programme: Programme | undefined;
      if (b.payment === 'credit') {
        programme = idx.programmes.find((p) => p.slug === b.programme);
        if (!programme) throw validationFailed({ programme: [MARKET_ERROR.required] });
        if (b.downPayment === undefined || b.months === undefined) {
          throw validationFailed({ ...(b.downPayment === undefined ? { downPayment: [MARKET_ERROR.required] } : {}), ...(b.months === undefined ? { months: [MARKET_ERROR.required] } : {}) });
        }
        const fields = creditFieldErrors(programme, b.price - discount, b.downPayment, b.months, { brand: model.brand.slug, local: idx.isLocal(model) });
        if (fields) throw validationFailed(fields);
      }
      const row = await createPersonalOffer(app.db, {
        dealerId: dealer.id,
        userId: applicant,
        purchaseApplicationId: purchaseId,
        creditApplicationId: creditId,
        trimId: trim.id,
        colourId: colour?.id ?? null,
        price: b.price,
        discount,
        payment: b.payment,
        programmeId: programme?.id ?? null,
        downPayment: programme ? (b.downPayment ?? null) : null,
        months: programme ? (b.months ?? null) : null,
        note: b.note ?? '',
        validUntil: b.validUntil,
        createdBy: user.id,
      });
      return reply.code(201).send(must(personalOut(idx, row, requestLocale(req), user.id)));
    },
  );

  // ----------------------------------------------------------------------------------------------------------------
  // The buyer's own activity (the profile)

  app.get(
    '/my',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getMyMarket',
        tags: ['market'],
        summary: "The signed-in user's purchase and credit applications, test drives and personal offers, with statuses",
        response: { 200: myMarketSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const idx = await index();
      const locale = requestLocale(req);
      const [apps, credits, drives] = await Promise.all([
        listApplications(app.db, user.id),
        listCreditApplications(app.db, user.id),
        listTestDrives(app.db, user.id),
      ]);
      const offers = await listPersonalOffers(app.db, { userId: user.id });
      const dealer = idx.dealersByUser.get(user.id);
      return {
        applications: apps.map((a) => {
          const full = applicationOut(idx, a, offers, locale);
          return {
            id: full.id,
            status: full.status,
            nextStep: full.nextStep,
            brand: full.brand,
            model: full.model,
            trim: full.trim,
            price: full.price,
            personalOffers: full.personalOffers,
            createdAt: full.createdAt,
            sentAt: full.sentAt,
          };
        }),
        creditApplications: credits.map((c) => creditOut(idx, c, offers, locale)),
        testDrives: drives.map((d) => testDriveOut(idx, d, locale)).filter((t): t is TestDrive => t !== null),
        personalOffers: offers.map((o) => {
          const trim = idx.trimsById.get(o.trimId);
          return { ...summary(idx, o), brand: trim?.model.brand.name ?? '', model: trim?.model.name ?? '' };
        }),
        dealer: dealer?.official ? { slug: dealer.slug, name: dealer.name } : null,
      };
    },
  );
};
export default activity;

// ------------------------------------------------------------------------------------------------------------------
// Helpers

/** Field errors keyed by their whole path (`tradeIn.vin`), the first message of each. */
function nestedFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'request';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** An answer built from the index (null only when the catalogue lost its car meanwhile). */
function must<T>(value: T | null): T {
  if (value === null) throw notFound('not_found', 'No longer on the market');
  return value;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** A random link id of 15–16 digits below 2^53 (never small, never sequential). */
function randomSurveyId(): number {
  return 100_000_000_000_000 + randomInt(0, 2 ** 47) * 63 + randomInt(0, 63);
}

/** A purchase application's id: a letter and 15 random base-36 characters. */
function applicationId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(15);
  return `a${[...bytes].map((b) => alphabet[b % 36]).join('')}`;
}

function testDriveTarget(idx: MarketIndex, dealerSlug: string, brandSlug: string, modelSlug: string) {
  const dealer = idx.dealersBySlug.get(dealerSlug);
  if (!dealer || !dealer.official) throw notFound('dealer_not_found', `Dealer ${dealerSlug} not found`);
  const model = idx.model(brandSlug, modelSlug);
  if (!model || !dealer.brands.includes(model.brand) || !dealer.services.includes('test_drive')) {
    throw notFound('model_not_found', 'The dealer has no test drives of this model');
  }
  return { dealer, model };
}

/** The slot as stored (ISO UTC), or a 400 when it is not one of the dealer's bookable slots. */
function checkSlot(dealer: Dealer, startsAt: string): string {
  const at = new Date(startsAt);
  const iso = at.toISOString();
  const now = Date.now();
  const { date } = almatyClock(at);
  const today = almatyClock(new Date(now)).date;
  if (!daySlots(dealer.hours, date).includes(iso) || at.getTime() <= now + 30 * 60_000 || date > addDays(today, TEST_DRIVE_DAYS_AHEAD)) {
    throw validationFailed({ startsAt: [MARKET_ERROR.slotUnavailable] });
  }
  return iso;
}

function testDriveOut(idx: MarketIndex, r: TestDriveRow, locale: Locale): TestDrive | null {
  const dealer = idx.dealersById.get(r.dealerId);
  const model = idx.models.get(r.modelId);
  if (!dealer || !model) return null;
  return {
    id: r.id,
    status: r.status,
    startsAt: r.startsAt,
    dealer: { slug: dealer.slug, name: dealer.name, address: dealer.address[locale], city: idx.city(dealer.city, locale) },
    brand: idx.brandRef(model.brand),
    model: idx.modelRef(model),
    name: r.name,
    phone: r.phone,
    calendarUrl: `/api/market/test-drives/${r.id}/calendar.ics?key=${r.icsKey}`,
    surveyId: r.surveyId,
    createdAt: r.createdAt,
  };
}

const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The booking as an iCalendar file (one VEVENT of 30 minutes; cancelled bookings say so). */
export function calendar(r: TestDriveRow, dealer: Dealer, model: Model, locale: Locale): string {
  const end = new Date(Date.parse(r.startsAt) + 30 * 60_000).toISOString();
  const summary = locale === 'kk' ? `Тест-драйв: ${model.brand.name} ${model.name}` : `Тест-драйв ${model.brand.name} ${model.name}`;
  const where = `${dealer.name}, ${dealer.address[locale]}, ${dealer.city.name[locale]}`;
  const note = locale === 'kk' ? `Брондау №${r.id}. Жүргізуші куәлігін алып жүріңіз.` : `Бронь №${r.id}. Возьмите с собой водительское удостоверение.`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jolda//Market//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:test-drive-${r.id}@jolda.kz`,
    `DTSTAMP:${icsTime(new Date().toISOString())}`,
    `DTSTART:${icsTime(r.startsAt)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(summary)}`,
    `LOCATION:${icsText(where)}`,
    `GEO:${dealer.lat.toFixed(6)};${dealer.lng.toFixed(6)}`,
    `DESCRIPTION:${icsText(note)}`,
    `STATUS:${r.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function creditOf(p: Programme, price: number, downPayment: number, months: number) {
  return computeCredit({ price, downPayment, months, annualRate: p.rate, oneTimeFeePct: p.oneTimeFeePct, monthlyFee: p.monthlyFee });
}

/** What an application has chosen, its price, and which steps are complete. */
function applicationState(idx: MarketIndex, r: ApplicationRow) {
  const model = idx.models.get(r.modelId)!;
  const offer = r.offerId ? idx.offersById.get(r.offerId) : undefined;
  const trim = r.trimId ? idx.trimsById.get(r.trimId) : undefined;
  const colour = r.colourId ? idx.coloursById.get(r.colourId) : undefined;
  const dealer = r.dealerId ? idx.dealersById.get(r.dealerId) : undefined;
  const price = offer && offer.trim === trim && offer.colour === colour ? offer.finalPrice : trim ? trim.price + (colour?.surcharge ?? 0) : null;
  const programme = r.programmeId ? idx.programmes.find((p) => p.id === r.programmeId) : undefined;
  const paymentDone =
    r.payment === 'cash' ||
    (r.payment === 'trade_in' && !!r.tradePlate && !!r.tradeVin) ||
    (r.payment === 'credit' &&
      !!programme &&
      price !== null &&
      r.downPayment !== null &&
      r.months !== null &&
      creditFieldErrors(programme, price, r.downPayment, r.months, { brand: model.brand.slug, local: idx.isLocal(model) }) === null);
  const done = {
    trim: !!trim,
    colour: !!colour,
    payment: paymentDone,
    contacts: !!r.contactName && !!r.contactPhone && !!dealer,
  };
  const nextStep: ApplicationStep = (['trim', 'colour', 'payment', 'contacts'] as const).find((s) => !done[s]) ?? 'review';
  return { model, offer, trim, colour, dealer, price, programme, done, nextStep };
}

function summary(idx: MarketIndex, o: PersonalOfferRow): PersonalOfferSummary {
  const dealer = idx.dealersById.get(o.dealerId);
  return {
    id: o.id,
    status: o.status,
    dealer: { slug: dealer?.slug ?? 'dealer', name: dealer?.name ?? '' },
    finalPrice: o.price - o.discount,
    validUntil: o.validUntil,
    expired: o.expired,
  };
}

function applicationOut(idx: MarketIndex, r: ApplicationRow, offers: PersonalOfferRow[], locale: Locale): Application {
  const s = applicationState(idx, r);
  const m = s.model;
  return {
    id: r.id,
    status: r.status,
    done: s.done,
    nextStep: s.nextStep,
    brand: idx.brandRef(m.brand),
    model: { ...idx.modelRef(m), assembly: idx.assembly(m, locale) },
    offer: s.offer ? idx.offerCard(s.offer, locale) : null,
    trim: s.trim ? { slug: s.trim.slug, name: s.trim.name, price: s.trim.price } : null,
    colour: s.colour
      ? { slug: s.colour.slug, name: s.colour.name[locale], hex: s.colour.hex, surcharge: s.colour.surcharge, photo: modelPhoto(m, s.colour) }
      : null,
    price: s.price,
    payment: r.payment
      ? {
          method: r.payment,
          programme: s.programme ? idx.programme(s.programme, locale) : null,
          downPayment: r.downPayment,
          months: r.months,
          credit: r.payment === 'credit' && s.programme && s.price !== null && s.done.payment ? creditOf(s.programme, s.price, r.downPayment!, r.months!) : null,
          tradeIn:
            r.payment === 'trade_in' && r.tradePlate && r.tradeVin
              ? { plate: r.tradePlate, vin: r.tradeVin, car: r.tradeCar ?? '', year: r.tradeYear ?? 0, mileage: r.tradeMileage ?? 0 }
              : null,
        }
      : null,
    contacts: r.contactName && r.contactPhone ? { name: r.contactName, phone: r.contactPhone, comment: r.comment } : null,
    dealer: s.dealer ? { slug: s.dealer.slug, name: s.dealer.name, address: s.dealer.address[locale], city: idx.city(s.dealer.city, locale) } : null,
    personalOffers: offers.filter((o) => o.purchaseApplicationId === r.id).map((o) => summary(idx, o)),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    sentAt: r.sentAt,
  };
}

async function withOptions(app: FastifyInstance, idx: MarketIndex, r: ApplicationRow, userId: number, userCityId: number | null, locale: Locale) {
  const s = applicationState(idx, r);
  const offers = await listPersonalOffers(app.db, { purchaseIds: [r.id] });
  const city =
    s.dealer?.city ?? s.offer?.dealer.city ?? idx.cities.find((c) => c.id === userCityId) ?? idx.citiesBySlug.get('almaty')!;
  let dealers = idx.dealers.filter((d) => d.official && d.brands.includes(s.model.brand) && d.city === city);
  if (!dealers.length) dealers = idx.dealers.filter((d) => d.official && d.brands.includes(s.model.brand));
  return {
    application: applicationOut(idx, r, offers, locale),
    options: {
      trims: s.model.trims.map((t) => idx.trim(t)),
      colours: s.model.colours.map((c) => idx.colour(c, locale)),
      programmes: idx.programmesFor(s.model, s.price ?? undefined).map((p) => idx.programme(p, locale)),
      dealers: dealers.map((d) => idx.dealerCard(d, locale)),
      ownCars: await ownCars(app.db, userId),
    },
  };
}

function creditOut(idx: MarketIndex, c: CreditApplicationRow, offers: PersonalOfferRow[], locale: Locale): CreditApplication {
  const trim = idx.trimsById.get(c.trimId)!;
  const dealer = idx.dealersById.get(c.dealerId)!;
  const programme = idx.programmes.find((p) => p.id === c.programmeId)!;
  return {
    id: c.id,
    status: c.status,
    brand: idx.brandRef(trim.model.brand),
    model: idx.modelRef(trim.model),
    trim: { slug: trim.slug, name: trim.name },
    dealer: { slug: dealer.slug, name: dealer.name, city: idx.city(dealer.city, locale) },
    offerId: c.offerId,
    programme: { slug: programme.slug, name: programme.name[locale], bank: programme.bank, rate: programme.rate },
    price: c.price,
    downPayment: c.downPayment,
    months: c.months,
    monthlyPayment: c.monthlyPayment,
    effectiveRate: c.effectiveRate,
    iin: maskIin(c.iin),
    income: c.income,
    personalOffers: offers.filter((o) => o.creditApplicationId === c.id).map((o) => summary(idx, o)),
    createdAt: c.createdAt,
  };
}

function personalOut(idx: MarketIndex, o: PersonalOfferRow, locale: Locale, viewerId: number): PersonalOffer | null {
  const trim = idx.trimsById.get(o.trimId);
  const dealer = idx.dealersById.get(o.dealerId);
  if (!trim || !dealer) return null;
  const m = trim.model;
  const colour = o.colourId ? idx.coloursById.get(o.colourId) : undefined;
  const programme = o.programmeId ? idx.programmes.find((p) => p.id === o.programmeId) : undefined;
  const finalPrice = o.price - o.discount;
  return {
    id: o.id,
    status: o.status,
    dealer: { slug: dealer.slug, name: dealer.name, address: dealer.address[locale], city: idx.city(dealer.city, locale) },
    brand: idx.brandRef(m.brand),
    model: idx.modelRef(m),
    trim: { slug: trim.slug, name: trim.name, specs: trim.specs },
    colour: colour ? { slug: colour.slug, name: colour.name[locale], hex: colour.hex } : null,
    photo: modelPhoto(m, colour),
    price: o.price,
    discount: o.discount,
    finalPrice,
    payment: o.payment,
    programme: programme ? idx.programme(programme, locale) : null,
    downPayment: o.downPayment,
    months: o.months,
    credit: programme && o.downPayment !== null && o.months !== null ? creditOf(programme, finalPrice, o.downPayment, o.months) : null,
    note: o.note,
    validUntil: o.validUntil,
    expired: o.expired,
    application: o.purchaseApplicationId ? { kind: 'purchase', id: o.purchaseApplicationId } : { kind: 'credit', id: String(o.creditApplicationId) },
    viewer: o.userId === viewerId ? 'applicant' : 'dealer',
    createdAt: o.createdAt,
    respondedAt: o.respondedAt,
  };
}
