import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { SellerAnnouncementsPage } from '../features/announcements/SellerAnnouncementsPage';
import { loadSeller, sellerHead, validateSellerSearch } from '../features/announcements/seller-route';

export const Route = createFileRoute('/inspected/user/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  validateSearch: validateSellerSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadSeller(context, params.id, deps.page),
  head: sellerHead,
  component: function SellerRoute() {
    const { id } = Route.useParams();
    const { page } = Route.useSearch();
    return <SellerAnnouncementsPage sellerId={id} page={page ?? 1} basePath="/inspected/user/$id" />;
  },
});
