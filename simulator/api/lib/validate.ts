import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import zhCN from 'zod/v4/locales/zh-CN.js';
import { ApiError } from './envelope';

const locale = zhCN().localeError;

/** Where an input came from, named in Chinese messages. */
export type InputPart = 'body' | 'query' | 'params';
/** zod's type names in the app's language. */
const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  bigint: '整数',
  date: '日期',
};
const PART_LABEL: Record<InputPart, string> = {
  body: '请求体',
  query: '查询参数',
  params: '路径参数',
};

/**
 * Parses one part of a request. A schema's own message (e.g. '请输入正确手机号') is used verbatim;
 * zod's generic ones come from its zh-CN locale, prefixed with the field so QA can tell which.
 * Throws a 400 {@link ApiError}, so a bad input never reaches a handler or the database.
 */
export function parseInput<S extends $ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
): output<S> {
  // The functional form: classic and zod/mini schemas alike.
  const result = z.safeParse(schema, value, {
    error: (issue) => {
      const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : '';
      const subject = field ? `参数 ${field} ` : PART_LABEL[part];
      if (issue.code === 'invalid_type') {
        if (issue.input === undefined)
          return field ? `参数 ${field} 不能为空` : `${PART_LABEL[part]}不能为空`;
        return `${subject}类型错误，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
      }
      const base = locale(issue);
      return `${subject}${typeof base === 'string' ? base : (base?.message ?? '格式错误')}`;
    },
  });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ApiError(400, first?.message ?? `${PART_LABEL[part]}格式错误`);
}
