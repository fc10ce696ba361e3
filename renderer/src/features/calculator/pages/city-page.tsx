import { useMemo, useState } from 'react';
import { IndexBar, List, SearchBar, Tag, ErrorBlock } from 'antd-mobile';
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

/** /city: search or browse by initial letter; the choice is saved in the session store (persisted). */
export function CityPage() {
  const current = useSessionStore((s) => s.city);
  const setCity = useSessionStore((s) => s.setCity);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const found = CITIES.filter((c) => matches(c, query)).sort((a, b) => a.pinyin.localeCompare(b.pinyin));
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
      <SearchBar placeholder="输入城市名或拼音" value={query} onChange={setQuery} aria-label="搜索城市" style={{ padding: '8px 12px', background: '#fff' }} />
      {groups.length === 0 ? (
        <ErrorBlock status="empty" title="没有找到该城市" description="暂只支持直辖市、省会城市及部分计划单列市" />
      ) : (
        <div className="city-index">
          <IndexBar>
            {groups.map(([letter, cities]) => (
              <IndexBar.Panel index={letter} title={letter} key={letter}>
                <List className="city-index__list">
                  {cities.map((c) => (
                    <List.Item
                      key={c.name}
                      clickable
                      onClick={() => choose(c.name)}
                      description={baseText(c, today)}
                      extra={c.name === current ? <Tag color="primary">当前</Tag> : c.toBeConfirmed ? <Tag color="default">待确认</Tag> : null}
                    >
                      {c.name}
                    </List.Item>
                  ))}
                </List>
              </IndexBar.Panel>
            ))}
          </IndexBar>
        </div>
      )}
    </PageFrame>
  );
}

function baseText(c: City, date: string): string {
  const base = periodOn(c.socialBase, date);
  return `社保基数 ${formatYuanShort(base.floor)}-${formatYuanShort(base.cap)}元 · 住房租金扣除 ${formatYuanShort(c.rentTier)}元/月`;
}
