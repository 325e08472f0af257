import { createFileRoute } from '@tanstack/react-router';
import { GaragePage } from '../features/garage/GaragePage';
import { garageHead, loadGarage } from '../features/garage/garage-route';

export const Route = createFileRoute('/garage')({
  staticData: { layout: 'default', auth: false },
  loader: ({ context }) => loadGarage(context),
  head: garageHead,
  component: function GarageRoute() {
    return <GaragePage signedIn={Route.useLoaderData().signedIn} />;
  },
});
