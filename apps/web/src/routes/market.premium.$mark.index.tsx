import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/market/premium/$mark/')({
  staticData: { layout: 'market' },
  params: slugParams('mark'),
  head: sectionHead('marketPremium'),
  component: () => <SectionPage section="marketPremium" />,
});
