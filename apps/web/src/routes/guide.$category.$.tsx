import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/guide/$category/$')({
  staticData: { layout: 'default' },
  params: slugParams('category'),
  head: sectionHead('guide'),
  component: () => <SectionPage section="guide" />,
});
