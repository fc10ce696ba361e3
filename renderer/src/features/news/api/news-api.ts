import {
  newsDetailEndpoint,
  newsMonthlyEndpoint,
  newsMonthlyListEndpoint,
  type MonthlyIssue,
  type MonthlyIssueDetail,
  type NewsDetail,
} from '@/contracts/api/news';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /news/monthly/list — newest issue first. */
export function fetchMonthlyIssues(): Promise<MonthlyIssue[]> {
  return callEndpoint(newsMonthlyListEndpoint);
}

/** GET /news/monthly/:id (404 该期月刊不存在). */
export function fetchMonthlyIssue(id: string): Promise<MonthlyIssueDetail> {
  return callEndpoint(newsMonthlyEndpoint, { params: { id } });
}

/** GET /news/detail/:id (404 资讯不存在). */
export function fetchNewsDetail(id: string): Promise<NewsDetail> {
  return callEndpoint(newsDetailEndpoint, { params: { id } });
}
