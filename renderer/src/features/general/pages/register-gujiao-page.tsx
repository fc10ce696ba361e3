import { RegisterView } from '../components/register-view';

/** /register/gujiao — the same landing for visitors from a partner channel (the path names it). */
export function RegisterGujiaoPage() {
  return (
    <RegisterView
      channel={{
        name: '合作渠道专享',
        note: '您正在通过合作渠道访问，注册后即可免费体验文章、问答、资讯与个税计算器。',
      }}
    />
  );
}
