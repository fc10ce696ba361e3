import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SimRequest, SimResponse } from '../../host-contract';
import { fakeContribution } from '../fake-answers';
import { FakeHost } from '../fake-host';
import { ContributeControls } from './contribute-controls';

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
  render(<ContributeControls host={host} />);
  return {
    host,
    user: userEvent.setup(),
    section: screen.getByRole('region', { name: '投稿审核（QA）' }),
  };
}

describe('contribution review QA controls', () => {
  it('rejects a work with the reason its writer will read, and approves a revision', async () => {
    const { host, user, section } = renderControls((r) =>
      (r.body as { approve: boolean }).approve
        ? ok(fakeContribution())
        : ok(
            fakeContribution({
              revision: {
                status: 3,
                statusText: '修改稿未通过',
                rejectReason: '请补充政策依据',
                submittedAt: 0,
                updatedAt: 0,
              },
            }),
          ),
    );
    await user.type(within(section).getByLabelText(/^投稿 ID/), '7');
    await user.type(within(section).getByLabelText(/^驳回原因/), '请补充政策依据');
    await user.click(within(section).getByRole('button', { name: '驳回' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/contribute/review',
      body: { id: 7, approve: false, reason: '请补充政策依据' },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '《跨年度发票的扣除》的修改稿未通过（读者仍看到已发布的版本）',
    );
    await user.click(within(section).getByRole('button', { name: '通过' }));
    expect(host.simRequest).toHaveBeenLastCalledWith({
      method: 'POST',
      path: '/__sim/contribute/review',
      body: { id: 7, approve: true },
    });
    expect(
      await within(section).findByText('《跨年度发票的扣除》已通过，现为已发布'),
    ).toBeInTheDocument();
  });

  it('asks for an id first, and shows the API’s refusal', async () => {
    const { host, user, section } = renderControls(() => refused(404, '没有待审核的该投稿'));
    await user.click(within(section).getByRole('button', { name: '通过' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('请填写投稿 ID（正整数）');
    expect(host.simRequest).not.toHaveBeenCalled();
    await user.type(within(section).getByLabelText(/^投稿 ID/), '99');
    await user.click(within(section).getByRole('button', { name: '通过' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('没有待审核的该投稿');
  });
});
