import { useState } from 'react';
import type { PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { panelMockApi } from '../panel-mock-api';
import { ActionButtons } from './action-buttons';
import { ActionMessage } from './action-message';

/** What QA can do to a live session. */
type LiveSessionAction = 'schedule' | 'start' | 'end' | 'publish';

const ACTIONS: { action: LiveSessionAction; label: string }[] = [
  { action: 'schedule', label: '排期（未开始）' },
  { action: 'start', label: '开播' },
  { action: 'end', label: '结束直播' },
  { action: 'publish', label: '发布回放' },
];
const STATUS_TEXT: Record<number, string> = {
  0: '未开始',
  1: '直播中',
  2: '回放',
  3: '已结束，回放生成中',
};

/**
 * QA controls of the live rooms: a single course's session scheduled again, started, ended and its
 * replay published, as a phone showing the room sees it on its next status poll.
 */
export function LiveControls({ host }: { host: PanelHost }) {
  const api = panelMockApi(host);
  const [courseId, setCourseId] = useState('3');
  const { busy, message, run } = useAction();
  const move = (action: LiveSessionAction) =>
    void run(
      async () => {
        const id = /^\d+$/.test(courseId.trim()) ? Number(courseId.trim()) : 0;
        if (!id) throw new Error('请填写课程 ID（正整数）');
        return (await api.liveSession({ body: { id, action } })).status;
      },
      (status) => `课程 ${courseId.trim()} 现在：${STATUS_TEXT[status] ?? status}`,
    );
  return (
    <section className="card" aria-label="直播间（QA）">
      <h2>直播间（QA）</h2>
      <div className="row">
        <label>
          课程 ID（课程详情地址中的 id）
          <input
            value={courseId}
            inputMode="numeric"
            onChange={(e) => setCourseId(e.target.value.replace(/\D/g, ''))}
          />
        </label>
      </div>
      <ActionButtons label="直播状态" actions={ACTIONS} busy={busy} onAction={move} />
      <ActionMessage message={message} />
    </section>
  );
}
