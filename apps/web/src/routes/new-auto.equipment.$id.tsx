import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/new-auto/equipment/$id')({
  staticData: { layout: 'default' },
  params: slugParams('id'),
  head: sectionHead('newAuto'),
  component: () => <SectionPage section="newAuto" />,
});
