import { createFileRoute } from '@tanstack/react-router';
import { AirDetailsPage } from '../features/air/AirDetailsPage';
import { airDetailsHead, loadAirDetails, validateAirSearch } from '../features/air/air-route';

export const Route = createFileRoute('/aua-sapasy/details')({
  staticData: { layout: 'default', auth: false },
  validateSearch: validateAirSearch,
  loaderDeps: ({ search }) => ({ city: search.city, station: search.station, period: search.period }),
  loader: ({ context, deps }) => loadAirDetails(context, deps),
  head: airDetailsHead,
  component: function AirDetailsRoute() {
    const { city, station, period } = Route.useLoaderData();
    return <AirDetailsPage city={city} station={station} period={period} />;
  },
});
