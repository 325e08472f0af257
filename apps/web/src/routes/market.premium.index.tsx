import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/market/premium/')({
  staticData: { layout: 'market', auth: false },
  head: sectionHead('marketPremium'),
  component: () => <SectionPage section="marketPremium" />,
});
