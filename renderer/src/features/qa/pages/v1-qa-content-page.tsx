import { AskForm } from '../components/ask-form';

/** /v1/qa/content — ask a question from a shared page (opens the h5 detail afterwards). */
export function V1QaContentPage() {
  return <AskForm title="我要提问" detailPath="/qa/detail/h5" />;
}
