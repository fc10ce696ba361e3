import {
  monthlyIssueDetailSchema,
  monthlyIssueListSchema,
  newsCategoriesSchema,
  newsDetailSchema,
  newsListSchema,
  type MonthlyIssue,
  type MonthlyIssueDetail,
  type NewsCategory,
  type NewsDetail,
  type NewsItem,
  type NewsListQuery,
} from '@/contracts/api/news';
import type { Page } from '@/contracts/api/envelope';
import { http, parseData } from '@/lib/http';

/** GET /news/monthly/list — newest issue first. */
export async function fetchMonthlyIssues(): Promise<MonthlyIssue[]> {
  return parseData(monthlyIssueListSchema, await http.get('/news/monthly/list'));
}

/** GET /news/monthly/:id (404 该期月刊不存在). */
export async function fetchMonthlyIssue(id: string): Promise<MonthlyIssueDetail> {
  return parseData(monthlyIssueDetailSchema, await http.get(`/news/monthly/${encodeURIComponent(id)}`));
}

/** GET /news/categories */
export async function fetchNewsCategories(): Promise<NewsCategory[]> {
  return parseData(newsCategoriesSchema, await http.get('/news/categories'));
}

/** GET /news/list */
export async function fetchNewsList(query: NewsListQuery): Promise<Page<NewsItem>> {
  return parseData(newsListSchema, await http.get('/news/list', { params: query }));
}

/** GET /news/detail/:id (404 资讯不存在). */
export async function fetchNewsDetail(id: string): Promise<NewsDetail> {
  return parseData(newsDetailSchema, await http.get(`/news/detail/${encodeURIComponent(id)}`));
}
