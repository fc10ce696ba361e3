import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import './campaign.css';

type HeroProps = {
  title: string;
  description: string;
  /** 竞赛时间 / 活动时间. */
  periodLabel: string;
  startAt: number;
  endAt: number;
  /** 未开始 / 进行中 / 已结束, from the server's status. */
  statusText: string;
  /** The campaign's facts beside the status (participants, questions, time). */
  facts: string;
};

/** A campaign's banner (the exams' home, the questionnaire's mng): title, dates, status and facts; its h1 names the page's region. */
export function CampaignHero({ title, description, periodLabel, startAt, endAt, statusText, facts }: HeroProps) {
  return (
    <section className="quiz-hero" aria-labelledby="quiz-hero-title">
      <h1 id="quiz-hero-title" className="quiz-hero__title">
        {title}
      </h1>
      <p className="quiz-hero__line">{description}</p>
      <p className="quiz-hero__line">
        {periodLabel} {formatDate(startAt)} 至 {formatDate(endAt)}
      </p>
      <p className="quiz-hero__line quiz-hero__facts">
        <span className="quiz-hero__badge">{statusText}</span>
        <span>{facts}</span>
      </p>
    </section>
  );
}

/** Figures side by side (best score, rank, income...): four a row, or two. */
export function QuizStats({ items, two = false }: { items: [label: string, value: ReactNode][]; two?: boolean }) {
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
export function CampaignEntries({ label, entries }: { label: string; entries: [text: string, to: string][] }) {
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
