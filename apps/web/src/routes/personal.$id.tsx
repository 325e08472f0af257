import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { requireSignedIn } from '../app/guards';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/personal/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  beforeLoad: requireSignedIn,
  head: sectionHead('personal'),
  component: () => <SectionPage section="personal" />,
});
