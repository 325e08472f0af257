import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/market/$mark/$model')({
  staticData: { layout: 'market', auth: false, steps: ['model-redirect'] },
  params: slugParams('mark', 'model'),
  head: sectionHead('market'),
  component: () => <SectionPage section="market" />,
});
