import { createFileRoute } from '@tanstack/react-router';
import { EditorPage } from '../features/content/EditorPage';
import { editorHead, loadEditorList } from '../features/content/editor-route';

export const Route = createFileRoute('/profile/editor/')({
  staticData: { layout: 'default', auth: true },
  loader: ({ context }) => loadEditorList(context),
  head: editorHead,
  component: function EditorRoute() {
    return <EditorPage allowed={Route.useLoaderData().allowed} />;
  },
});
