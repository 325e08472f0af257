import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/cars/$')({
  staticData: { layout: 'default' },
  params: { parse: parseSplat },
  head: sectionHead('cars'),
  component: () => <SectionPage section="cars" />,
});
