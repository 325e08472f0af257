import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/inspected/user/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('userAnnouncements'),
  component: () => <SectionPage section="userAnnouncements" />,
});
