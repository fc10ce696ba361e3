import {
  newsCategoriesEndpoint,
  newsDetailEndpoint,
  newsListEndpoint,
  newsMonthlyEndpoint,
  newsMonthlyListEndpoint,
  type MonthlyIssue,
  type MonthlyIssueDetail,
  type NewsCategory,
  type NewsDetail,
  type NewsItem,
  type NewsListQuery,
} from '@/contracts/api/news';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /news/monthly/list — newest issue first. */
export function fetchMonthlyIssues(): Promise<MonthlyIssue[]> {
  return callEndpoint(newsMonthlyListEndpoint);
}

/** GET /news/monthly/:id (404 该期月刊不存在). */
export function fetchMonthlyIssue(id: string): Promise<MonthlyIssueDetail> {
  return callEndpoint(newsMonthlyEndpoint, { params: { id } });
}

/** GET /news/categories */
export function fetchNewsCategories(): Promise<NewsCategory[]> {
  return callEndpoint(newsCategoriesEndpoint);
}

/** GET /news/list */
export function fetchNewsList(query: NewsListQuery): Promise<Page<NewsItem>> {
  return callEndpoint(newsListEndpoint, { query });
}

/** GET /news/detail/:id (404 资讯不存在). */
export function fetchNewsDetail(id: string): Promise<NewsDetail> {
  return callEndpoint(newsDetailEndpoint, { params: { id } });
}
