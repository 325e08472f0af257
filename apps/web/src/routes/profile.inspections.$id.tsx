import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { InspectionEditorPage } from '../features/inspections/InspectionEditorPage';
import { inspectionEditorHead, loadInspectionEditor } from '../features/inspections/inspection-route';

export const Route = createFileRoute('/profile/inspections/$id')({
  staticData: { layout: 'default', auth: true },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadInspectionEditor(context, params.id),
  head: inspectionEditorHead,
  component: function InspectionEditorRoute() {
    return <InspectionEditorPage allowed={Route.useLoaderData().allowed} id={Route.useParams().id} />;
  },
});
