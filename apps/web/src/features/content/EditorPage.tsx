import { EditorItemPage } from './EditorItemPage';
import { EditorForbidden, EditorListPage } from './EditorListPage';

/** The editor's screens: the list, or one item; a user without the role sees why not. */
export function EditorPage({ allowed, id }: { allowed: boolean; id?: number }) {
  if (!allowed) return <EditorForbidden />;
  return id === undefined ? <EditorListPage /> : <EditorItemPage id={id} />;
}
