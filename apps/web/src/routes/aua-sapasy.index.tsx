import { createFileRoute } from '@tanstack/react-router';
import { AirPage } from '../features/air/AirPage';
import { airHomeHead, loadAirHome, validateAirSearch } from '../features/air/air-route';

export const Route = createFileRoute('/aua-sapasy/')({
  staticData: { layout: 'none', auth: false },
  validateSearch: validateAirSearch,
  loaderDeps: ({ search }) => ({ city: search.city, period: search.period }),
  loader: ({ context, deps }) => loadAirHome(context, deps),
  head: airHomeHead,
  component: function AirRoute() {
    const { city, period } = Route.useLoaderData();
    return <AirPage city={city} period={period} />;
  },
});
