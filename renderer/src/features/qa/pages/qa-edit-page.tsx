import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { LoadFailure } from '@/components/states';
import { useSessionStore } from '@/stores/session-store';
import { fetchAnswerForEdit } from '../api/qa-api';
import { AnswerEditor } from '../components/answer-editor';
import { LoginRequired } from '@/components/login-required';
import { useRequest } from '@/lib/hooks/use-request';
import '../components/qa.css';

/** A 403 here: someone else's answer. What the user can do instead. */
const NOT_YOUR_ANSWER = '只有回答的作者可以编辑这条回答。您可以返回查看问答，或编辑自己的回答。';

function EditLoader({ id }: { id: string }) {
  const token = useSessionStore((s) => s.token);
  const { data, error, loading, reload } = useRequest(
    () => fetchAnswerForEdit(id),
    `${id}:${token ?? ''}`,
  );
  return (
    <RouteSkeleton loading={loading}>
      {error ? (
        <LoadFailure error={error} onRetry={reload} forbiddenHint={NOT_YOUR_ANSWER} />
      ) : data ? (
        <AnswerEditor key={data.answer.id} view={data} />
      ) : null}
    </RouteSkeleton>
  );
}

/** /qa/edit/:id — an expert edits their own answer (:id is the answer); the server refuses others (403). */
export function QaEditPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame title="编辑回答">
      <LoginRequired reason="编辑回答需要登录专家账号">
        <EditLoader id={id} />
      </LoginRequired>
    </PageFrame>
  );
}
