import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { GarageCarInputRaw, ServiceEntryInputRaw } from '@jolda/contracts';
import type { Http } from '../http.js';
import {
  addGarageCar,
  addGarageCarFromAnnouncement,
  addGarageService,
  deleteGarageCar,
  deleteGarageService,
  getGarage,
  getGarageCar,
  updateGarageCar,
} from './garage.api.js';

/** The driver's garage: the list and each car's page (always refetched on a visit: dates move every day). */
export const garageQueries = {
  all: () => ['garage'] as const,
  list: (http: Http) => queryOptions({ queryKey: [...garageQueries.all(), 'list'] as const, queryFn: ({ signal }) => getGarage(http, { signal }) }),
  car: (http: Http, id: number) =>
    queryOptions({ queryKey: [...garageQueries.all(), 'car', id] as const, queryFn: ({ signal }) => getGarageCar(http, id, { signal }) }),
};

const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: garageQueries.all() });

/** The garage's writes; each invalidates the garage (list and cars) with the factory's key. */
export const garageMutations = {
  all: () => ['garage', 'write'] as const,
  addCar: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'add-car'] as const,
      mutationFn: (input: GarageCarInputRaw) => addGarageCar(http, input),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  addFromAnnouncement: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'add-from-announcement'] as const,
      mutationFn: (announcementId: number) => addGarageCarFromAnnouncement(http, announcementId),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  updateCar: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'update-car'] as const,
      mutationFn: ({ id, patch }: { id: number; patch: { mileage?: number; insuranceUntil?: string | null; inspectionUntil?: string | null } }) =>
        updateGarageCar(http, id, patch),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  removeCar: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'remove-car'] as const,
      mutationFn: (id: number) => deleteGarageCar(http, id),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  addService: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'add-service'] as const,
      mutationFn: ({ id, input }: { id: number; input: ServiceEntryInputRaw }) => addGarageService(http, id, input),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  removeService: (http: Http) =>
    mutationOptions({
      mutationKey: [...garageMutations.all(), 'remove-service'] as const,
      mutationFn: ({ id, serviceId }: { id: number; serviceId: number }) => deleteGarageService(http, id, serviceId),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
};
