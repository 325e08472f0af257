import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/new-auto/compare/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('newAuto'),
  component: () => <SectionPage section="newAuto" />,
});
