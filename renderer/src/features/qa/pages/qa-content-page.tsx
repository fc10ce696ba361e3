import { AskForm } from '../components/ask-form';

/** /qa/content — ask a question in the app. */
export function QaContentPage() {
  return <AskForm title="我要提问" detailPath="/qa/detail" />;
}
