import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/profile/my-publications')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  head: sectionHead('profile'),
  component: () => <SectionPage section="profile" />,
});
