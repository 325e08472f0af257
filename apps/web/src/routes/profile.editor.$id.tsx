import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { EditorPage } from '../features/content/EditorPage';
import { editorHead, loadEditorItem } from '../features/content/editor-route';

export const Route = createFileRoute('/profile/editor/$id')({
  staticData: { layout: 'default', auth: true },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadEditorItem(context, params.id),
  head: editorHead,
  component: function EditorItemRoute() {
    return <EditorPage allowed={Route.useLoaderData().allowed} id={Route.useParams().id} />;
  },
});
