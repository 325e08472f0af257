import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { validateSellerSearch } from '../features/announcements/seller-route';
import { InspectedSellerPage } from '../features/inspections/InspectedSellerPage';
import { inspectedSellerHead, loadInspectedSeller } from '../features/inspections/inspected-seller-route';

/** A seller's inspected cars on sale (the spec's "same screen as /announcement/user/{id}"); an unknown seller is a 404. */
export const Route = createFileRoute('/inspected/user/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  validateSearch: validateSellerSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadInspectedSeller(context, params.id, deps.page),
  head: inspectedSellerHead,
  component: function InspectedSellerRoute() {
    const { id } = Route.useParams();
    const { page } = Route.useSearch();
    return <InspectedSellerPage sellerId={id} page={page ?? 1} />;
  },
});
