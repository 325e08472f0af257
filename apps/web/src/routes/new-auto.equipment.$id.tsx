import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/new-auto/equipment/$id')({
  staticData: { layout: 'default', auth: false },
  params: slugParams('id'),
  head: sectionHead('newAuto'),
  component: () => <SectionPage section="newAuto" />,
});
