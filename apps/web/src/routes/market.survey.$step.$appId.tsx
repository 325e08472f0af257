import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/market/survey/$step/$appId')({
  staticData: { layout: 'finance', auth: true },
  params: slugParams('step', 'appId'),
  head: sectionHead('survey'),
  component: () => <SectionPage section="survey" />,
});
