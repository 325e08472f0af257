import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/new-auto/$')({
  staticData: { layout: 'default' },
  params: { parse: parseSplat },
  head: sectionHead('newAuto'),
  component: () => <SectionPage section="newAuto" />,
});
