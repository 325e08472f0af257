import { createFileRoute } from '@tanstack/react-router';
import { FeatureFlagsPage } from '../features/flags/FeatureFlagsPage';
import { featureFlagsHead } from '../features/flags/feature-flags-route';

export const Route = createFileRoute('/featureFlags')({
  staticData: { layout: 'default', auth: false },
  head: featureFlagsHead,
  component: FeatureFlagsPage,
});
