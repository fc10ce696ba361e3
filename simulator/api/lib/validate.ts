import { type z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';
import { ApiError } from './envelope';

const locale = zhCN().localeError;

/** Where an input came from, named in Chinese messages. */
export type InputPart = 'body' | 'query' | 'params';
const PART_LABEL: Record<InputPart, string> = { body: '请求体', query: '查询参数', params: '路径参数' };

/**
 * Parses one part of a request. A schema's own message (e.g. '请输入正确手机号') is used verbatim;
 * zod's generic ones come from its zh-CN locale, prefixed with the field so QA can tell which.
 * Throws a 400 {@link ApiError}, so a bad input never reaches a handler or the database.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.infer<S> {
  const result = schema.safeParse(value, {
    error: (issue) => {
      const base = locale(issue);
      const text = typeof base === 'string' ? base : (base?.message ?? '参数错误');
      const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : '';
      return field ? `参数 ${field} ${text}` : `${PART_LABEL[part]}${text}`;
    },
  });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ApiError(400, first?.message ?? `${PART_LABEL[part]}格式错误`);
}
