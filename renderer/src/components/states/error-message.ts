import { isApiError } from '@/lib/http/api-error';
import { classifyFailure, FAILURE_KINDS } from './failure-kind';

export type ErrorDisplay = { title: string; description: string };

/** The default for a refusal: what the user can still do. Pages say it more precisely when they can. */
const FORBIDDEN_HINT = '您没有权限查看这里的内容，可以返回上一页继续浏览';

/**
 * The error wording as the pages show it (docs/product.md「错误与提示」): what happened, in words
 * for users (a server's validation message such as 参数 id 类型错误 is for developers and stays in
 * the log).
 */
export function describeError(error: unknown): ErrorDisplay {
  switch (classifyFailure(error)) {
    case FAILURE_KINDS.MISSING:
      return { title: '资源不存在', description: '您访问的内容不存在或已被删除' };
    case FAILURE_KINDS.FORBIDDEN:
      return { title: '暂无权限', description: FORBIDDEN_HINT };
    case FAILURE_KINDS.LOGIN:
      // Expired only when a token was sent and refused; a visitor who never logged in is asked to.
      return {
        title: '请先登录',
        description:
          isApiError(error) && error.loginExpired ? '登录已过期，请重新登录后查看' : '登录后查看',
      };
    case FAILURE_KINDS.RETRYABLE:
      if (isApiError(error) && error.kind === 'network')
        return { title: '网络异常', description: '网络异常，请检查网络后重试' };
      if (isApiError(error) && error.kind === 'timeout')
        return { title: '请求超时', description: '请求超时，请稍后重试' };
      return { title: '服务器异常', description: '服务器开小差了，请稍后重试' };
    default:
      return { title: '加载失败', description: '内容暂时无法显示，请返回后再试' };
  }
}
