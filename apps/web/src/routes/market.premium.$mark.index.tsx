import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/market/premium/$mark/')({
  staticData: { layout: 'market', auth: false },
  params: slugParams('mark'),
  head: sectionHead('marketPremium'),
  component: () => <SectionPage section="marketPremium" />,
});
