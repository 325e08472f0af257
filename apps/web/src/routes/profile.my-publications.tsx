import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { MyPublicationsPage } from '../features/my-publications/MyPublicationsPage';
import { myPublicationsHead } from '../features/my-publications/my-publications-route';

export const Route = createFileRoute('/profile/my-publications')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  head: myPublicationsHead,
  component: MyPublicationsPage,
});
