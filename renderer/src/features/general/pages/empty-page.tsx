import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { EmptyState } from '@/components/states';

/** Where links to a missing resource land (docs/product.md「错误与提示」). */
export function EmptyPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title="资源不存在">
      <EmptyState title="资源不存在" description="您访问的内容不存在或已被删除">
        <Button color="primary" onClick={() => navigate('/home', { replace: true })}>
          返回首页
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
