import { createFileRoute } from '@tanstack/react-router';
import { SavedSearchesPage } from '../features/saved-searches/SavedSearchesPage';
import { loadSavedSearches, savedSearchesHead } from '../features/saved-searches/saved-searches-route';

export const Route = createFileRoute('/profile/saved-searches')({
  staticData: { layout: 'default', auth: true },
  loader: loadSavedSearches,
  head: savedSearchesHead,
  component: function SavedSearchesRoute() {
    const { catalog } = Route.useLoaderData();
    return <SavedSearchesPage catalog={catalog} />;
  },
});
