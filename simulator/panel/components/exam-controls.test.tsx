import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SimRequest, SimResponse } from '../../host-contract';
import { FakeHost } from '../fake-host';
import { ExamControls } from './exam-controls';

const ok = (data: unknown): SimResponse => ({
  status: 200,
  body: { success: true, code: 200, msg: '操作成功', data },
});
const refused = (status: number, msg: string): SimResponse => ({
  status,
  body: { success: false, code: status, msg, data: null },
});
const state = (over: object) => ({
  examId: 5,
  title: '2026年度全国税务知识竞赛',
  status: 1,
  endAt: 1,
  claimUntil: 2,
  claimExpired: false,
  changedByQa: false,
  ...over,
});

function renderControls(answer: (r: SimRequest) => SimResponse) {
  const host = new FakeHost();
  host.simAnswer = answer;
  render(<ExamControls host={host} />);
  return {
    host,
    user: userEvent.setup(),
    section: screen.getByRole('region', { name: '竞赛活动（QA）' }),
  };
}

describe('exam campaign QA controls', () => {
  it('ends the exam, lets its rewards expire and restores it, saying where it stands', async () => {
    const { host, user, section } = renderControls((r) => {
      const { action } = r.body as { action: string };
      if (action === 'end') return ok(state({ status: 2, changedByQa: true }));
      if (action === 'expire')
        return ok(state({ status: 2, claimExpired: true, changedByQa: true }));
      return ok(state({}));
    });
    await user.click(within(section).getByRole('button', { name: '结束活动' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/exam/5/campaign',
      body: { action: 'end' },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '2026年度全国税务知识竞赛现在：已结束，奖励可在领奖期内领取',
    );
    await user.click(within(section).getByRole('button', { name: '结束并使领奖期过期' }));
    expect(
      await within(section).findByText('2026年度全国税务知识竞赛现在：已结束，未领取的奖励已过期'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: '恢复原定日期' }));
    expect(await within(section).findByText('2026年度全国税务知识竞赛现在：进行中')).toBeVisible();
  });

  it('moves the questionnaire when it is chosen, and shows the API refusal', async () => {
    const { host, user, section } = renderControls(() => refused(404, '竞赛不存在'));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: '活动' }),
      '问卷闯关赛（examId 6）',
    );
    await user.click(within(section).getByRole('button', { name: '结束活动' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/exam/6/campaign',
      body: { action: 'end' },
    });
    expect(await within(section).findByRole('alert')).toHaveTextContent('竞赛不存在');
  });
});
