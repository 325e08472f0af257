import { createFileRoute } from '@tanstack/react-router';
import { MyChecksPage } from '../features/autocheck/MyChecksPage';
import { loadMyChecks, myChecksHead } from '../features/autocheck/my-checks-route';

export const Route = createFileRoute('/profile/autochecks')({
  staticData: { layout: 'default', auth: true },
  loader: loadMyChecks,
  head: myChecksHead,
  component: MyChecksPage,
});
