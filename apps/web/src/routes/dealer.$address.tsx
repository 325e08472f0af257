import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/dealer/$address')({
  staticData: { layout: 'market', auth: false },
  params: slugParams('address'),
  head: sectionHead('dealer'),
  component: () => <SectionPage section="dealer" />,
});
