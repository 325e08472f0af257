import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { ProfilePage, loadProfile, profileHead } from '../features/profile/ProfilePage';

export const Route = createFileRoute('/profile/')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  loader: ({ context }) => loadProfile(context),
  head: profileHead,
  component: ProfilePage,
});
