import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { memberCardActivateBodySchema } from '@/contracts/api/member';
import { ensureLoggedIn } from '@/lib/auth';
import { showSuccess } from '@/lib/toast';
import { activateMemberCard } from '../api/member-card-api';

/** Card number + password, checked with the API's schema; one activation at a time. */
export function MemberCardActivate() {
  const navigate = useNavigate();
  const [cardNo, setCardNo] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(memberCardActivateBodySchema, { cardNo, password });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? '请检查卡号和卡密');
    setProblem(null);
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      if (!(await ensureLoggedIn())) return;
      const card = await activateMemberCard(parsed.data);
      showSuccess('激活成功');
      navigate(`/member/card/${card.id}`, { replace: true });
    } catch {
      // 卡号或卡密错误 / 该会员卡已被激活 / 该会员卡已过期 were toasted with the server's msg.
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <form className="member-card-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="member-card-form__field">
        <span>会员卡号</span>
        <input
          value={cardNo}
          placeholder="MC开头的12位卡号"
          autoCapitalize="characters"
          aria-invalid={problem !== null}
          onChange={(e) => setCardNo(e.target.value)}
        />
      </label>
      <label className="member-card-form__field">
        <span>卡密</span>
        <input
          value={password}
          type="password"
          inputMode="numeric"
          maxLength={6}
          placeholder="6位数字卡密"
          aria-invalid={problem !== null}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {problem ? (
        <p className="member-card-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="member-card-form__submit" disabled={pending}>
        {pending ? '激活中…' : '立即激活'}
      </button>
      <p className="member-card-form__hint">
        卡号和卡密印在实体卡背面刮开处，或见购卡短信；每张卡只能激活一次。
      </p>
    </form>
  );
}
