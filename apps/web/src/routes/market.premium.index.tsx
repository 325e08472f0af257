import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/market/premium/')({
  staticData: { layout: 'market' },
  head: sectionHead('marketPremium'),
  component: () => <SectionPage section="marketPremium" />,
});
