import { isApiError } from '@/lib/http/api-error';

export type ErrorDisplay = { title: string; description: string };

/** Spec §8's catalogue as the pages show it: what happened, in Chinese, and what to do. */
export function describeError(error: unknown): ErrorDisplay {
  if (isApiError(error)) {
    if (error.kind === 'network') return { title: '网络异常', description: '网络异常，请检查网络后重试' };
    if (error.kind === 'timeout') return { title: '请求超时', description: '请求超时，请稍后重试' };
    if (error.kind === 'parse') return { title: '数据异常', description: '数据格式错误，请稍后重试' };
    switch (error.status) {
      case 401:
        return { title: '请先登录', description: error.msg || '登录已过期，请重新登录' };
      case 403:
        return { title: '暂无权限', description: error.msg || '暂无访问权限' };
      case 404:
        return { title: '资源不存在', description: error.msg || '内容不存在或已被删除' };
      case 500:
        return { title: '服务器异常', description: '服务器开小差了，请稍后重试' };
      default:
        return { title: '加载失败', description: error.msg || '加载失败，请稍后重试' };
    }
  }
  return { title: '加载失败', description: '加载失败，请稍后重试' };
}
