import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SimRequest, SimResponse } from '../../host-contract';
import { FakeHost } from '../fake-host';
import { LiveControls } from './live-controls';

const ok = (data: unknown): SimResponse => ({
  status: 200,
  body: { success: true, code: 200, msg: '操作成功', data },
});
const refused = (status: number, msg: string): SimResponse => ({
  status,
  body: { success: false, code: status, msg, data: null },
});

function renderControls(answer: (r: SimRequest) => SimResponse) {
  const host = new FakeHost();
  host.simAnswer = answer;
  render(<LiveControls host={host} />);
  return {
    host,
    user: userEvent.setup(),
    section: screen.getByRole('region', { name: '直播间（QA）' }),
  };
}

describe('live room QA controls', () => {
  it('ends a session and publishes its replay, showing the new status or the API refusal', async () => {
    const { host, user, section } = renderControls((r) => {
      const { action } = r.body as { action: string };
      return action === 'end'
        ? ok({ id: 3, status: 3 })
        : refused(400, '只有已结束的直播可以发布回放');
    });
    await user.click(within(section).getByRole('button', { name: '结束直播' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/live/session',
      body: { id: 3, action: 'end' },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '课程 3 现在：已结束，回放生成中',
    );
    await user.click(within(section).getByRole('button', { name: '发布回放' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      '只有已结束的直播可以发布回放',
    );
  });

  it('asks for a course id before calling the API', async () => {
    const { host, user, section } = renderControls(() => ok({ id: 1, status: 1 }));
    await user.clear(within(section).getByLabelText('课程 ID（课程详情地址中的 id）'));
    await user.click(within(section).getByRole('button', { name: '开播' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('请填写课程 ID（正整数）');
    expect(host.simRequest).not.toHaveBeenCalled();
  });
});
