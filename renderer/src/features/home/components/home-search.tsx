import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { fetchHotWords } from '../api/home-api';
import { keywordPath } from '../lib/home-links';

/** The keyword search: a typed keyword or a hot word opens the keyword article list. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [hot, setHot] = useState<string[]>([]);
  useEffect(() => {
    // Suggestions only: if they fail the box still works (the http client has shown the message).
    fetchHotWords().then(setHot, () => undefined);
  }, []);
  const go = (keyword: string) => {
    if (keyword.trim()) navigate(keywordPath(keyword));
  };
  return (
    <div className="home-search">
      <SearchBox
        label="搜索文章"
        placeholder={hot[0] ? `搜索：${hot[0]}` : '搜索文章、政策文号'}
        value={value}
        onChange={setValue}
        onSearch={(v) => go(v || hot[0] || '')}
        maxLength={30}
      />
      <div className="home-search__hot" aria-label="热门搜索">
        {hot.slice(0, 6).map((w) => (
          <button type="button" key={w} onClick={() => go(w)}>
            {w}
          </button>
        ))}
      </div>
    </div>
  );
}
