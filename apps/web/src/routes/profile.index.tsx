import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/ProfilePage';
import { loadProfile, profileHead } from '../features/profile/profile-route';

export const Route = createFileRoute('/profile/')({
  staticData: { layout: 'default', auth: true },
  loader: ({ context }) => loadProfile(context),
  head: profileHead,
  component: ProfilePage,
});
