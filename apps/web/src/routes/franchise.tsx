import { createFileRoute } from '@tanstack/react-router';
import { FranchisePage } from '../features/franchise/FranchisePage';
import { franchiseHead, loadFranchise } from '../features/franchise/franchise-route';

export const Route = createFileRoute('/franchise')({
  staticData: { layout: 'default', auth: false },
  loader: ({ context }) => loadFranchise(context),
  head: franchiseHead,
  component: () => <FranchisePage />,
});
