import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { requireSignedIn } from '../app/guards';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/market/survey/$step/$appId')({
  staticData: { layout: 'finance' },
  params: slugParams('step', 'appId'),
  beforeLoad: requireSignedIn,
  head: sectionHead('survey'),
  component: () => <SectionPage section="survey" />,
});
