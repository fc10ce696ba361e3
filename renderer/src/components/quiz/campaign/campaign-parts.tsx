import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import './campaign.css';

/** What a campaign's banner shows of the server's info: the exams' and the questionnaire's alike. */
type CampaignBanner = {
  title: string;
  description: string;
  /** 0 未开始, 1 进行中, 2 已结束 (the server's status). */
  status: number;
  startAt: number;
  endAt: number;
};

/** A campaign's status in words; an unknown one reads as not started. */
const STATUS_TEXT: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

type HeroProps = {
  campaign: CampaignBanner;
  /** 竞赛时间 / 活动时间. */
  periodLabel: string;
  /** The campaign's facts beside the status (participants, questions, time). */
  facts: string;
};

/** A campaign's banner (the exams' home, the questionnaire's mng): title, dates, status and facts; its h1 names the page's region. */
export function CampaignHero({ campaign, periodLabel, facts }: HeroProps) {
  return (
    <section className="quiz-hero" aria-labelledby="quiz-hero-title">
      <h1 id="quiz-hero-title" className="quiz-hero__title">
        {campaign.title}
      </h1>
      <p className="quiz-hero__line">{campaign.description}</p>
      <p className="quiz-hero__line">
        {periodLabel} {formatDate(campaign.startAt)} 至 {formatDate(campaign.endAt)}
      </p>
      <p className="quiz-hero__line quiz-hero__facts">
        <span className="quiz-hero__badge">{STATUS_TEXT[campaign.status] ?? '未开始'}</span>
        <span>{facts}</span>
      </p>
    </section>
  );
}

/** Figures side by side (best score, rank, income...): four a row, or two. */
export function QuizStats({
  items,
  two = false,
}: {
  items: [label: string, value: ReactNode][];
  two?: boolean;
}) {
  return (
    <dl className={two ? 'quiz-stats quiz-stats--two' : 'quiz-stats'}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The campaign's other screens as a grid of links. */
export function CampaignEntries({
  label,
  entries,
}: {
  label: string;
  entries: [text: string, to: string][];
}) {
  return (
    <nav aria-label={label}>
      <ul className="quiz-entries">
        {entries.map(([text, to]) => (
          <li key={to}>
            <Link to={to}>{text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
