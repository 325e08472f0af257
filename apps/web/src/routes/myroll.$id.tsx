import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/myroll/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('myroll'),
  component: () => <SectionPage section="myroll" />,
});
