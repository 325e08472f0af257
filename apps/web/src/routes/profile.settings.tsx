import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../app/guards';
import { loadProfile } from '../features/profile/ProfilePage';
import { SettingsPage, settingsHead } from '../features/profile/SettingsPage';

export const Route = createFileRoute('/profile/settings')({
  staticData: { layout: 'default' },
  beforeLoad: requireSignedIn,
  loader: ({ context }) => loadProfile(context),
  head: settingsHead,
  component: SettingsPage,
});
