import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/dealership-survey/$id')({
  staticData: { layout: 'dealership', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('dealershipSurvey'),
  component: () => <SectionPage section="dealershipSurvey" />,
});
