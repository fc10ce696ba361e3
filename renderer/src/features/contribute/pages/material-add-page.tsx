import { WorkEditorPage } from '../components/work-editor';

/** /material/add/:id?: write or edit my own article and publish it. */
export function MaterialAddPage() {
  return <WorkEditorPage kind="material" />;
}
