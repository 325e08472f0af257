import { createFileRoute } from '@tanstack/react-router';
import { BonusPage } from '../features/bonus/BonusPage';
import { bonusHead, loadBonus } from '../features/bonus/bonus-route';

export const Route = createFileRoute('/bonus')({
  staticData: { layout: 'default', auth: false },
  loader: ({ context }) => loadBonus(context),
  head: bonusHead,
  component: function BonusRoute() {
    return <BonusPage signedIn={Route.useLoaderData().signedIn} />;
  },
});
