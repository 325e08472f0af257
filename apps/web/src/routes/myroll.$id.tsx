import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/myroll/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('myroll'),
  component: () => <SectionPage section="myroll" />,
});
