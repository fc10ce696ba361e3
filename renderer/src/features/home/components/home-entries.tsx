import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BillOutline,
  CalculatorOutline,
  ChatAddOutline,
  GiftOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  UserCircleOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { HOME_ENTRIES } from '../lib/home-links';

const ICONS: Record<(typeof HOME_ENTRIES)[number]['key'], ReactNode> = {
  calculator: <CalculatorOutline />,
  monthly: <BillOutline />,
  live: <VideoOutline />,
  member: <UserCircleOutline />,
  mall: <GiftOutline />,
  questionnaire: <QuestionCircleOutline />,
  ask: <ChatAddOutline />,
  consult: <PhonebookOutline />,
};

/** The tools and areas under the search box. */
export function HomeEntries() {
  return (
    <nav className="home-entries" aria-label="常用功能">
      {HOME_ENTRIES.map((e) => (
        <Link key={e.key} to={e.to} className="home-entries__item">
          <span className={`home-entries__icon home-entries__icon--${e.key}`}>{ICONS[e.key]}</span>
          <span>{e.label}</span>
        </Link>
      ))}
    </nav>
  );
}
