import { useCallback, useState } from 'react';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@/contracts/api/article';
import { fetchArticleFeed, fetchCourseFeed, fetchNewsFeed, fetchQaFeed } from '../api/home-api';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { FeedList } from './feed-list';
import { ArticleFeedCard, CourseFeedCard, NewsFeedCard, QaFeedCard } from './feed-cards';

const ALL = 'all';
const CATEGORY_KEYS = Object.keys(ARTICLE_CATEGORIES) as ArticleCategory[];

function ArticleFeed() {
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  const fetchPage = useCallback((page: number) => fetchArticleFeed(page, category), [category]);
  const list = usePagedList(`articles:${category ?? ALL}`, fetchPage);
  return (
    <>
      <CapsuleTabs activeKey={category ?? ALL} onChange={(k) => setCategory(k === ALL ? null : (k as ArticleCategory))}>
        <CapsuleTabs.Tab title="全部" key={ALL} />
        {CATEGORY_KEYS.map((k) => (
          <CapsuleTabs.Tab title={ARTICLE_CATEGORIES[k]} key={k} />
        ))}
      </CapsuleTabs>
      <FeedList list={list} empty="暂无文章" render={(a) => <ArticleFeedCard key={a.id} article={a} />} />
    </>
  );
}

function QaFeed() {
  const list = usePagedList('qa', fetchQaFeed);
  return <FeedList list={list} empty="暂无问答" render={(q) => <QaFeedCard key={q.id} qa={q} />} />;
}

function NewsFeed() {
  const list = usePagedList('news', fetchNewsFeed);
  return <FeedList list={list} empty="暂无资讯" render={(n) => <NewsFeedCard key={n.id} news={n} />} />;
}

function CourseFeed() {
  const list = usePagedList('courses', fetchCourseFeed);
  return <FeedList list={list} empty="暂无课程" render={(c) => <CourseFeedCard key={c.id} course={c} />} />;
}

/** The feeds of articles, Q&A, news and courses, one tab each; a tab loads when first opened. */
export function HomeFeeds() {
  const [tab, setTab] = useState('articles');
  return (
    <Tabs activeKey={tab} onChange={setTab} className="home-feeds" stretch={false}>
      <Tabs.Tab title="文章" key="articles" destroyOnClose={false}>
        <ArticleFeed />
      </Tabs.Tab>
      <Tabs.Tab title="问答" key="qa">
        <QaFeed />
      </Tabs.Tab>
      <Tabs.Tab title="资讯" key="news">
        <NewsFeed />
      </Tabs.Tab>
      <Tabs.Tab title="课程" key="courses">
        <CourseFeed />
      </Tabs.Tab>
    </Tabs>
  );
}
