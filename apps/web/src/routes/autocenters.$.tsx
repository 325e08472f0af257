import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/autocenters/$')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseSplat },
  head: sectionHead('autocenters'),
  component: () => <SectionPage section="autocenters" />,
});
