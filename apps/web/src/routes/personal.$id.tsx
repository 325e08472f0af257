import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/personal/$id')({
  staticData: { layout: 'default', auth: true },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('personal'),
  component: () => <SectionPage section="personal" />,
});
