import { useCallback, useState } from 'react';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@/contracts/api/article-shapes';
import { TabBar, type TabItem } from '@/components/tab-bar';
import { fetchArticleFeed, fetchCourseFeed, fetchNewsFeed, fetchQaFeed } from '../api/home-api';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { FeedList } from './feed-list';
import { ArticleFeedCard, CourseFeedCard, NewsFeedCard, QaFeedCard } from './feed-cards';

const ALL = 'all';
const CATEGORY_TABS: TabItem<ArticleCategory | typeof ALL>[] = [
  { key: ALL, title: '全部' },
  ...(Object.keys(ARTICLE_CATEGORIES) as ArticleCategory[]).map((key) => ({
    key,
    title: ARTICLE_CATEGORIES[key],
  })),
];

function ArticleFeed() {
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const fetchPage = useCallback((page: number) => fetchArticleFeed(page, category), [category]);
  const list = usePagedList(`articles:${category ?? ALL}`, fetchPage);
  return (
    <>
      <TabBar
        variant="capsule"
        label="文章分类"
        tabs={CATEGORY_TABS}
        activeKey={category ?? ALL}
        onChange={(k) => setCategory(k === ALL ? null : k)}
      />
      <FeedList
        list={list}
        empty="暂无文章"
        render={(a) => <ArticleFeedCard key={a.id} article={a} />}
      />
    </>
  );
}

function QaFeed() {
  const list = usePagedList('qa', fetchQaFeed);
  return <FeedList list={list} empty="暂无问答" render={(q) => <QaFeedCard key={q.id} qa={q} />} />;
}

function NewsFeed() {
  const list = usePagedList('news', fetchNewsFeed);
  return (
    <FeedList list={list} empty="暂无资讯" render={(n) => <NewsFeedCard key={n.id} news={n} />} />
  );
}

function CourseFeed() {
  const list = usePagedList('courses', fetchCourseFeed);
  return (
    <FeedList
      list={list}
      empty="暂无课程"
      render={(c) => <CourseFeedCard key={c.id} course={c} />}
    />
  );
}

const FEEDS = {
  articles: { title: '文章', Feed: ArticleFeed },
  qa: { title: '问答', Feed: QaFeed },
  news: { title: '资讯', Feed: NewsFeed },
  courses: { title: '课程', Feed: CourseFeed },
} as const;
type FeedKey = keyof typeof FEEDS;
const FEED_TABS = (Object.keys(FEEDS) as FeedKey[]).map((key) => ({
  key,
  title: FEEDS[key].title,
}));
const panelId = (key: FeedKey) => `home-feed-${key}`;

/**
 * The feeds of articles, Q&A, news and courses, one tab each. A feed loads when its tab is first
 * opened and then stays mounted (hidden), so coming back to it keeps its list and place.
 */
export function HomeFeeds() {
  const [tab, setTab] = useState<FeedKey>('articles');
  const [opened, setOpened] = useState<ReadonlySet<FeedKey>>(() => new Set<FeedKey>(['articles']));
  const open = (key: FeedKey) => {
    setTab(key);
    setOpened((s) => (s.has(key) ? s : new Set(s).add(key)));
  };
  return (
    <section className="home-feeds" aria-label="内容">
      <TabBar
        className="home-feeds__tabs"
        label="内容分类"
        tabs={FEED_TABS}
        activeKey={tab}
        onChange={open}
        panelIdOf={panelId}
      />
      {FEED_TABS.map(({ key }) => {
        const { Feed } = FEEDS[key];
        return (
          <div
            key={key}
            id={panelId(key)}
            role="tabpanel"
            aria-label={FEEDS[key].title}
            hidden={key !== tab}
          >
            {opened.has(key) ? <Feed /> : null}
          </div>
        );
      })}
    </section>
  );
}
