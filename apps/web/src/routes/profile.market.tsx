import { createFileRoute } from '@tanstack/react-router';
import { MyMarketPage } from '../features/market/MyMarketPage';
import { loadMyMarket, myMarketHead } from '../features/market/survey-route';

export const Route = createFileRoute('/profile/market')({
  staticData: { layout: 'default', auth: true },
  loader: ({ context }) => loadMyMarket(context),
  head: myMarketHead,
  component: MyMarketPage,
});
