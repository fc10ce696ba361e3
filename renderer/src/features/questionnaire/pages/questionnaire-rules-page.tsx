import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchQuestionnaireInfo } from '../api/challenge-api';
import '../components/questionnaire.css';

/** 活动规则 (/questionnaire/rules): the rules as the server states them, with the campaign's dates. */
export function QuestionnaireRulesPage() {
  const info = useRequest(fetchQuestionnaireInfo, 'questionnaire-rules');
  const data = info.data;
  return (
    <PageFrame title="活动规则">
      {data ? (
        <article className="qn-rules" aria-label="活动规则">
          <p>
            活动时间：{formatDate(data.startAt)} 至 {formatDate(data.endAt)}
          </p>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.rulesHtml) }} />
          <p className="qn-rules__links">
            <Link to="/questionnaire/price">排名奖励</Link>
            <Link to="/questionnaire/know">领奖须知</Link>
          </p>
        </article>
      ) : info.error ? (
        <LoadFailure error={info.error} onRetry={info.reload} />
      ) : (
        <PageLoading />
      )}
    </PageFrame>
  );
}
