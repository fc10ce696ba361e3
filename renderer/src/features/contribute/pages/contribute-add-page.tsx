import { WorkEditorPage } from '../components/work-editor';

/** /contribute/add/:id?: write a contribution, or edit a draft or rejected one, and submit it for review. */
export function ContributeAddPage() {
  return <WorkEditorPage kind="contribute" />;
}
