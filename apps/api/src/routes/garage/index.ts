import {
  GARAGE_ERROR,
  GARAGE_MAX_CARS,
  apiErrorSchema,
  garageCarDetailSchema,
  garageCarInputSchema,
  garageCarParamSchema,
  garageCarPatchSchema,
  garageCarSchema,
  garageFromAnnouncementSchema,
  garageSchema,
  garageServiceParamSchema,
  serviceEntryInputSchema,
  serviceEntrySchema,
  vehicleTaxEstimate,
  type GarageCar,
  type GarageCarDetail,
} from '@jolda/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type GarageCarRow,
  type NewCar,
  addCar,
  addService,
  addableAnnouncements,
  announcementCar,
  carOf,
  carsOf,
  deleteCar,
  deleteService,
  marketValue,
  modelBySlugs,
  servicesOf,
  updateCar,
} from '../../db/repositories/garage.js';
import { type FinesProvider, demoFinesProvider, finesOf, noFinesProvider } from '../../garage/fines.js';
import { sendGarageReminders } from '../../garage/reminder-push.js';
import { remindersOf } from '../../garage/reminders.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

export interface GarageOptions {
  /** "Today" of the reminders and the value's trend (tests); the system clock otherwise. */
  clock?: () => Date;
  /** The fines' provider; the one `config.garage` names when omitted. */
  finesProvider?: FinesProvider;
}

const carNotFound = () => notFound(GARAGE_ERROR.carNotFound, 'No such car in your garage');
const noStore = { 'cache-control': 'private, no-store' };

/**
 * The garage: a signed-in driver's cars, their due dates and tax, the service log, fines and the market value. Every
 * read and write is scoped to the owner: someone else's car answers 404 as a missing one does.
 */
const garage: FastifyPluginAsyncZod<GarageOptions> = async (app, opts) => {
  const clock = opts.clock ?? (() => new Date());
  const fines = opts.finesProvider ?? ((app.config.garage?.finesProvider ?? 'demo') === 'demo' ? demoFinesProvider : noFinesProvider);
  const today = () => clock().toISOString().slice(0, 10);
  /** A driver's reminders due now go out at once when they subscribe a browser, add a car or change its dates. */
  const remindNow = (userId: number) => sendGarageReminders(app.db, app.push.sender, today(), userId);
  app.push.onSubscribed.push(remindNow);
  const remindQuietly = async (req: FastifyRequest, userId: number) => {
    await remindNow(userId).catch((err: unknown) => req.log.error({ err }, 'garage: reminders on change failed'));
  };

  const present = (c: GarageCarRow): GarageCar => {
    const day = today();
    return {
      id: c.id,
      vin: c.vin,
      plate: c.plate,
      brand: { slug: c.brandSlug, name: c.brandName },
      model: { slug: c.modelSlug, name: c.modelName },
      year: c.year,
      engineVolume: c.engineVolume,
      mileage: c.mileage,
      insuranceUntil: c.insuranceUntil,
      inspectionUntil: c.inspectionUntil,
      announcementId: c.announcementId,
      tax: vehicleTaxEstimate(c.engineVolume, day),
      reminders: remindersOf(c, day),
      createdAt: c.createdAt.toISOString(),
    };
  };

  const added = async (userId: number, car: NewCar) => {
    const r = await addCar(app.db, car, GARAGE_MAX_CARS);
    if (!r.ok) {
      throw r.reason === 'duplicate'
        ? new HttpError(409, GARAGE_ERROR.alreadyInGarage, 'This car is already in your garage')
        : new HttpError(409, GARAGE_ERROR.garageFull, `A garage holds up to ${GARAGE_MAX_CARS} cars`);
    }
    return present((await carOf(app.db, userId, r.id))!);
  };

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'getGarage',
        summary: 'My cars with their reminders and tax, and my announcements that can be added',
        response: { 200: garageSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const [cars, addable] = await Promise.all([carsOf(app.db, user.id), addableAnnouncements(app.db, user.id)]);
      reply.headers(noStore);
      return { cars: cars.map(present), addable, maxCars: GARAGE_MAX_CARS };
    },
  );

  app.post(
    '/cars',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'addGarageCar',
        summary: 'Adds a car by VIN or plate (with its model, year, engine and mileage)',
        body: garageCarInputSchema,
        response: { 201: garageCarSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const b = req.body;
      const model = await modelBySlugs(app.db, b.brand, b.model);
      if (!model) throw validationFailed({ model: [GARAGE_ERROR.modelNotFound] });
      const car = await added(user.id, {
        userId: user.id,
        vin: b.vin ?? null,
        plate: b.plate ?? null,
        ...model,
        year: b.year,
        engineVolume: b.engineVolume ?? null,
        mileage: b.mileage,
        insuranceUntil: b.insuranceUntil ?? null,
        inspectionUntil: b.inspectionUntil ?? null,
        announcementId: null,
      });
      await remindQuietly(req, user.id);
      return reply.code(201).send(car);
    },
  );

  app.post(
    '/cars/from-announcement',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'addGarageCarFromAnnouncement',
        summary: "Adds the car of one of my announcements (someone else's answers 404)",
        body: garageFromAnnouncementSchema,
        response: { 201: garageCarSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const found = await announcementCar(app.db, user.id, req.body.announcementId);
      if (!found || !found.owner) throw notFound(GARAGE_ERROR.announcementNotFound, 'No such announcement of yours');
      if (!found.car.vin && !found.car.plate) throw validationFailed({ announcementId: [GARAGE_ERROR.identityRequired] });
      const car = await added(user.id, { userId: user.id, ...found.car, insuranceUntil: null, inspectionUntil: null });
      await remindQuietly(req, user.id);
      return reply.code(201).send(car);
    },
  );

  app.get(
    '/cars/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'getGarageCar',
        summary: 'One of my cars: reminders, tax, service log with yearly costs, fines (adapter) and market value',
        params: garageCarParamSchema,
        response: { 200: garageCarDetailSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply): Promise<GarageCarDetail> => {
      const user = await requireUser(app, req);
      const car = await carOf(app.db, user.id, req.params.id);
      if (!car) throw carNotFound();
      const now = clock();
      const [services, value, fined] = await Promise.all([
        servicesOf(app.db, car.id),
        marketValue(app.db, car, now),
        finesOf(fines, car, now),
      ]);
      const years = new Map<number, { total: number; count: number }>();
      for (const s of services) {
        const y = Number(s.date.slice(0, 4));
        const e = years.get(y) ?? { total: 0, count: 0 };
        years.set(y, { total: e.total + s.cost, count: e.count + 1 });
      }
      reply.headers(noStore);
      return {
        car: present(car),
        services,
        costByYear: [...years.entries()].sort(([a], [b]) => a - b).map(([year, e]) => ({ year, ...e })),
        value: {
          count: value.count,
          median: value.median,
          min: value.min,
          max: value.max,
          yearFrom: car.year - 1,
          yearTo: car.year + 1,
          mileageFrom: value.band.from,
          mileageTo: value.band.to,
          trend: value.trend,
        },
        fines: fined,
      };
    },
  );

  app.put(
    '/cars/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'updateGarageCar',
        summary: "Changes my car's insurance and inspection dates or mileage (only the fields given)",
        params: garageCarParamSchema,
        body: garageCarPatchSchema,
        response: { 200: garageCarSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      if (!(await updateCar(app.db, user.id, req.params.id, req.body))) throw carNotFound();
      await remindQuietly(req, user.id);
      return present((await carOf(app.db, user.id, req.params.id))!);
    },
  );

  app.delete(
    '/cars/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'deleteGarageCar',
        summary: 'Removes my car and its service log',
        params: garageCarParamSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (!(await deleteCar(app.db, user.id, req.params.id))) throw carNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/cars/:id/services',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'addGarageService',
        summary: 'Logs a service of my car (date, mileage, work, cost); a higher mileage moves the odometer',
        params: garageCarParamSchema,
        body: serviceEntryInputSchema,
        response: { 201: serviceEntrySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (req.body.date > today()) throw validationFailed({ date: [GARAGE_ERROR.dateInvalid] });
      const row = await addService(app.db, user.id, req.params.id, req.body);
      if (!row) throw carNotFound();
      return reply.code(201).send(row);
    },
  );

  app.delete(
    '/cars/:id/services/:serviceId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['garage'],
        operationId: 'deleteGarageService',
        summary: 'Removes an entry of my service log',
        params: garageServiceParamSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (!(await deleteService(app.db, user.id, req.params.id, req.params.serviceId))) {
        throw notFound(GARAGE_ERROR.serviceNotFound, 'No such entry in your service log');
      }
      return reply.code(204).send(null);
    },
  );
};
export default garage;
