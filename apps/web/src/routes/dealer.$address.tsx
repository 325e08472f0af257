import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/dealer/$address')({
  staticData: { layout: 'market' },
  params: slugParams('address'),
  head: sectionHead('dealer'),
  component: () => <SectionPage section="dealer" />,
});
