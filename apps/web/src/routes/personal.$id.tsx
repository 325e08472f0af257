import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { requireSignedIn } from '../app/guards';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/personal/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  beforeLoad: requireSignedIn,
  head: sectionHead('personal'),
  component: () => <SectionPage section="personal" />,
});
