import { createFileRoute } from '@tanstack/react-router';
import { loadProfile, settingsHead } from '../features/profile/profile-route';
import { SettingsPage } from '../features/profile/SettingsPage';

export const Route = createFileRoute('/profile/settings')({
  staticData: { layout: 'default', auth: true },
  loader: ({ context }) => loadProfile(context),
  head: settingsHead,
  component: SettingsPage,
});
