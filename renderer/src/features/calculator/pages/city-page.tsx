import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useSessionStore } from '@/stores/session-store';
import { formatYuanShort } from '../engine/money';
import { CITIES, periodOn, type City } from '../data/cities';
import { todayInChina } from '../lib/insurance';
import '../calculator.css';

const TITLE = '选择城市';

const initialOf = (c: City) => c.pinyin.charAt(0).toUpperCase();

/** Matches the name, the province or the start of the pinyin ("shen" finds 深圳 and 沈阳). */
function matches(c: City, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return c.name.includes(q) || c.province.includes(q) || c.pinyin.startsWith(q);
}

/**
 * /city: search or browse by initial letter; the choice is saved in the session store (persisted).
 * The list scrolls with the page (no inner scroll box to reach by keyboard); the letter index jumps.
 */
export function CityPage() {
  const current = useSessionStore((s) => s.city);
  const setCity = useSessionStore((s) => s.setCity);
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const found = CITIES.filter((c) => matches(c, query)).sort((a, b) =>
      a.pinyin.localeCompare(b.pinyin),
    );
    const byLetter = new Map<string, City[]>();
    for (const c of found) byLetter.set(initialOf(c), [...(byLetter.get(initialOf(c)) ?? []), c]);
    return [...byLetter.entries()];
  }, [query]);

  const today = todayInChina();
  const choose = (name: string) => {
    setCity(name);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/calculator', { replace: true });
  };

  return (
    <PageFrame title={TITLE}>
      <div className="city-current">当前城市：{current}</div>
      <div className="city-search" role="search">
        <label htmlFor={searchId} className="calc-sr-only">
          搜索城市
        </label>
        <input
          id={searchId}
          className="calc-input city-search__input"
          type="search"
          placeholder="输入城市名或拼音"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <div className="calc-empty" role="status">
          <h2 className="calc-empty__title">没有找到该城市</h2>
          <p className="calc-empty__desc">暂只支持直辖市、省会城市及部分计划单列市</p>
        </div>
      ) : (
        <>
          <nav className="city-letters" aria-label="按首字母跳转">
            {groups.map(([letter]) => (
              <a
                key={letter}
                href={`#city-${letter}`}
                onClick={(e) => jumpTo(e, letter)}
                aria-label={`首字母 ${letter}`}
              >
                {letter}
              </a>
            ))}
          </nav>
          {groups.map(([letter, cities]) => (
            <section key={letter} className="city-group" aria-labelledby={`city-${letter}`}>
              <h2
                id={`city-${letter}`}
                className="calc-section__title city-group__letter"
                tabIndex={-1}
              >
                {letter}
              </h2>
              <ul className="calc-list">
                {cities.map((c) => (
                  <li key={c.name}>
                    <button
                      type="button"
                      className="city-item"
                      onClick={() => choose(c.name)}
                      aria-current={c.name === current ? 'true' : undefined}
                    >
                      <span className="city-item__name">{c.name}</span>
                      {c.name === current ? (
                        <span className="calc-tag calc-tag--primary">当前</span>
                      ) : c.toBeConfirmed ? (
                        <span className="calc-tag">待确认</span>
                      ) : null}
                      <span className="calc-row__note">{baseText(c, today)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </PageFrame>
  );
}

/** In-page jump without touching the router's URL: scroll the letter's heading into view and focus it. */
function jumpTo(e: MouseEvent, letter: string) {
  e.preventDefault();
  const heading = document.getElementById(`city-${letter}`);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

function baseText(c: City, date: string): string {
  const base = periodOn(c.socialBase, date);
  return `社保基数 ${formatYuanShort(base.floor)}-${formatYuanShort(base.cap)}元 · 住房租金扣除 ${formatYuanShort(c.rentTier)}元/月`;
}
