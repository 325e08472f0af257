import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/market/')({
  staticData: { layout: 'market' },
  head: sectionHead('market'),
  component: () => <SectionPage section="market" />,
});
