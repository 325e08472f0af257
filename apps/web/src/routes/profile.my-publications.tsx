import { createFileRoute } from '@tanstack/react-router';
import { MyPublicationsPage } from '../features/my-publications/MyPublicationsPage';
import { myPublicationsHead } from '../features/my-publications/my-publications-route';

export const Route = createFileRoute('/profile/my-publications')({
  staticData: { layout: 'default', auth: true },
  head: myPublicationsHead,
  component: MyPublicationsPage,
});
