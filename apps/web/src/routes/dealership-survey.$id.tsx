import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/dealership-survey/$id')({
  staticData: { layout: 'dealership' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: sectionHead('dealershipSurvey'),
  component: () => <SectionPage section="dealershipSurvey" />,
});
