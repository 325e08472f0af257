import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/market/$mark/')({
  staticData: { layout: 'market' },
  params: slugParams('mark'),
  head: sectionHead('market'),
  component: () => <SectionPage section="market" />,
});
