import { ErrorBlock, Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';

/** Any unknown path: titled 页面不存在 (docs/product.md「首页与导航」). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title="页面不存在">
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已被移除">
        <Button color="primary" onClick={() => navigate('/home', { replace: true })}>
          返回首页
        </Button>
      </ErrorBlock>
    </PageFrame>
  );
}
