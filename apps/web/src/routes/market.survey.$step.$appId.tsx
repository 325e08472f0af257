import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { requireSignedIn } from '../app/guards';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/market/survey/$step/$appId')({
  staticData: { layout: 'finance' },
  params: slugParams('step', 'appId'),
  beforeLoad: requireSignedIn,
  head: sectionHead('survey'),
  component: () => <SectionPage section="survey" />,
});
