import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  BookOpen,
  Calculator,
  CircleQuestionMark,
  Crown,
  Gift,
  Headset,
  MessageSquarePlus,
  MonitorPlay,
  type LucideProps,
} from 'lucide-react';
import { HOME_ENTRIES } from '../lib/home-links';

const ICONS: Record<(typeof HOME_ENTRIES)[number]['key'], ComponentType<LucideProps>> = {
  calculator: Calculator,
  monthly: BookOpen,
  live: MonitorPlay,
  member: Crown,
  mall: Gift,
  questionnaire: CircleQuestionMark,
  ask: MessageSquarePlus,
  consult: Headset,
};

/** The tools and areas under the search box. */
export function HomeEntries() {
  return (
    <nav className="home-entries" aria-label="常用功能">
      {HOME_ENTRIES.map((e) => {
        const Icon = ICONS[e.key];
        return (
          <Link key={e.key} to={e.to} className="home-entries__item">
            <span className={`home-entries__icon home-entries__icon--${e.key}`}>
              <Icon size={22} strokeWidth={1.8} aria-hidden />
            </span>
            <span>{e.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
