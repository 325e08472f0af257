import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/new-auto/$')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseSplat },
  head: sectionHead('newAuto'),
  component: () => <SectionPage section="newAuto" />,
});
