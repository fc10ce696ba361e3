import { useState } from 'react';
import type { PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { panelMockApi, type ControlResult } from '../panel-mock-api';
import { ActionButtons } from './action-buttons';
import { ActionMessage } from './action-message';

/** The campaigns of the exam engine QA moves: the yearly exam (default 5) and the questionnaire (6). */
const CAMPAIGNS = [
  { examId: 5, label: '知识竞赛（examId 5）' },
  { examId: 6, label: '问卷闯关赛（examId 6）' },
];
/** What QA can do to a campaign. */
type CampaignAction = 'end' | 'expire' | 'restore';
type CampaignState = ControlResult<'examCampaign'>;

const ACTIONS: { action: CampaignAction; label: string }[] = [
  { action: 'end', label: '结束活动' },
  { action: 'expire', label: '结束并使领奖期过期' },
  { action: 'restore', label: '恢复原定日期' },
];
const STATUS_TEXT: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** What QA reads back: the campaign's status and, once ended, whether its rewards can still be claimed. */
function campaignText(s: CampaignState): string {
  const status = STATUS_TEXT[s.status] ?? String(s.status);
  const claim =
    s.status === 2 ? (s.claimExpired ? '，未领取的奖励已过期' : '，奖励可在领奖期内领取') : '';
  return `${s.title}现在：${status}${claim}`;
}

/**
 * QA controls of the exam and questionnaire campaigns: end one now (已结束 on every phone's next
 * load, answering and challenges refused), also let its claim period lapse (unclaimed rewards 已过期),
 * or give it back the dates it had. Every player sees the change.
 */
export function ExamControls({ host }: { host: PanelHost }) {
  const api = panelMockApi(host);
  const [examId, setExamId] = useState(5);
  const { busy, message, run } = useAction();
  const move = (action: CampaignAction) =>
    void run(() => api.examCampaign({ params: { examId }, body: { action } }), campaignText);
  return (
    <section className="card" aria-label="竞赛活动（QA）">
      <h2>竞赛活动（QA）</h2>
      <div className="row">
        <label>
          活动
          <select value={examId} onChange={(e) => setExamId(Number(e.target.value))}>
            {CAMPAIGNS.map((c) => (
              <option key={c.examId} value={c.examId}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ActionButtons label="活动状态" actions={ACTIONS} busy={busy} onAction={move} />
      <ActionMessage message={message} />
    </section>
  );
}
