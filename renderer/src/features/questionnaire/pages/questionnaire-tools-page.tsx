import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { MyProps } from '../components/my-props';
import { useLoginGate } from '../hooks/use-login-gate';

/** 我的道具 (/questionnaire/tools). */
export function QuestionnaireToolsPage() {
  const loggedIn = useLoginGate();
  return (
    <PageFrame title="我的道具">
      {loggedIn ? <MyProps /> : <LoginPrompt reason="登录后查看我的道具" />}
    </PageFrame>
  );
}
