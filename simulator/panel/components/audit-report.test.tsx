import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditResult } from '../../host-contract/audit';
import { FakeHost } from '../fake-host';
import { AuditReport } from './audit-report';

const found: AuditResult = {
  url: 'http://127.0.0.1:4800/app/home',
  at: 0,
  passes: 31,
  incomplete: 2,
  violations: [
    {
      id: 'image-alt',
      impact: 'critical',
      help: '图像必须有替代文本',
      description: '确保 <img> 元素有替代文本',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt',
      nodes: [
        { target: ['.banner img'], html: '<img src="a.png">', failureSummary: '元素没有 alt 属性' },
      ],
    },
    {
      id: 'color-contrast',
      impact: 'serious',
      help: '元素必须满足最小颜色对比度比率阈值',
      description: '确保前景色与背景色之间的对比度满足 WCAG 2 AA',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
      nodes: [
        { target: ['.tag'], html: '<span class="tag">热</span>', failureSummary: '对比度不足' },
        { target: ['.date'], html: '<span class="date">今天</span>', failureSummary: '对比度不足' },
      ],
    },
  ],
};

describe('检查无障碍 in the panel', () => {
  it("groups the phone's violations by impact, worst first, with the elements and the rule's help", async () => {
    const host = new FakeHost();
    host.audits['phone-1'] = found;
    const user = userEvent.setup();
    render(<AuditReport host={host} phoneId="phone-1" />);
    await user.click(screen.getByRole('button', { name: '检查无障碍' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 条规则未通过，31 条通过，2 条需人工确认',
    );
    expect(host.audit).toHaveBeenCalledWith('phone-1');
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['严重问题', '较严重问题']);
    const critical = screen.getByRole('region', { name: '严重问题' });
    expect(critical).toHaveTextContent('图像必须有替代文本（1 处）');
    await user.click(within(critical).getByText(/图像必须有替代文本/));
    expect(within(critical).getByText('.banner img')).toBeVisible();
    expect(within(critical).getByText('元素没有 alt 属性')).toBeVisible();
    expect(screen.getByRole('region', { name: '较严重问题' })).toHaveTextContent('（2 处）');
  });

  it('says so when nothing is found, and shows why an audit failed', async () => {
    const host = new FakeHost();
    const user = userEvent.setup();
    render(<AuditReport host={host} phoneId="phone-1" />);
    await user.click(screen.getByRole('button', { name: '检查无障碍' }));
    expect(await screen.findByRole('status')).toHaveTextContent('未发现问题');
    host.audit.mockRejectedValueOnce(new Error('页面已关闭'));
    await user.click(screen.getByRole('button', { name: '检查无障碍' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('检查失败：页面已关闭');
  });
});
