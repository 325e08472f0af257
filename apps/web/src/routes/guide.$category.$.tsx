import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/guide/$category/$')({
  staticData: { layout: 'default', auth: false },
  params: slugParams('category'),
  head: sectionHead('guide'),
  component: () => <SectionPage section="guide" />,
});
