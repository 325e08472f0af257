import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { MyPublicationsPage, myPublicationsHead } from '../features/my-publications/MyPublicationsPage';

export const Route = createFileRoute('/profile/my-publications')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  head: myPublicationsHead,
  component: MyPublicationsPage,
});
