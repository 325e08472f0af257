import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/autocenters/$')({
  staticData: { layout: 'default' },
  params: { parse: parseSplat },
  head: sectionHead('autocenters'),
  component: () => <SectionPage section="autocenters" />,
});
