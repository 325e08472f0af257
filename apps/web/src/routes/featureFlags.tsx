import { createFileRoute } from '@tanstack/react-router';
import { FeatureFlagsPage, featureFlagsHead } from '../features/flags/FeatureFlagsPage';

export const Route = createFileRoute('/featureFlags')({
  staticData: { layout: 'default' },
  head: featureFlagsHead,
  component: FeatureFlagsPage,
});
