import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/autocheck/report')({
  staticData: { layout: 'default' },
  head: sectionHead('autocheckReport'),
  component: () => <SectionPage section="autocheckReport" />,
});
