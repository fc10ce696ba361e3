import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CampaignHero } from './campaign-parts';

const campaign = {
  title: '财税知识竞赛',
  description: '全年税务知识大比拼',
  status: 1,
  startAt: Date.UTC(2026, 2, 1, 4),
  endAt: Date.UTC(2026, 11, 31, 4),
};

describe('CampaignHero', () => {
  it("shows the server's campaign: title as the page's heading, dates, status in words, facts", () => {
    render(<CampaignHero campaign={campaign} periodLabel="竞赛时间" facts="12 人参与" />);
    expect(screen.getByRole('region', { name: '财税知识竞赛' })).toBeInTheDocument();
    expect(screen.getByText('全年税务知识大比拼')).toBeInTheDocument();
    expect(screen.getByText('竞赛时间 2026-03-01 至 2026-12-31')).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    expect(screen.getByText('12 人参与')).toBeInTheDocument();
  });

  it('says 已结束 for an ended campaign and 未开始 for a status it does not know', () => {
    const { rerender } = render(
      <CampaignHero campaign={{ ...campaign, status: 2 }} periodLabel="活动时间" facts="" />,
    );
    expect(screen.getByText('已结束')).toBeInTheDocument();
    rerender(
      <CampaignHero campaign={{ ...campaign, status: 9 }} periodLabel="活动时间" facts="" />,
    );
    expect(screen.getByText('未开始')).toBeInTheDocument();
  });
});
