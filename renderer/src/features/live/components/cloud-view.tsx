import { useState } from 'react';
import { COURSE_STATUS } from '@/contracts/api/live';
import { PageFrame } from '@/components/page-frame';
import { SearchBox } from '@/components/search-box';
import { TabBar } from '@/components/tab-bar';
import { CLOUD_CATEGORIES } from '../lib/course-paths';
import { CourseListView } from './course-list-view';
import './live-common.css';
import './cloud-view.css';

const ALL = '全部';
const TABS = [ALL, ...CLOUD_CATEGORIES].map((c) => ({ key: c, title: c }));

/** /live/cloud: the recorded library (replays and series) by category, with search and paging. */
export function CloudView() {
  const [category, setCategory] = useState<string>(ALL);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  return (
    <PageFrame title="云课堂">
      <div className="live-search">
        <SearchBox
          label="搜索课程"
          placeholder="搜索课程、讲师"
          value={input}
          maxLength={40}
          onChange={setInput}
          onSearch={setKeyword}
        />
      </div>
      <TabBar
        label="课程分类"
        className="live-tabs"
        tabs={TABS}
        activeKey={category}
        onChange={setCategory}
      />
      <CourseListView
        filter={{
          status: COURSE_STATUS.PLAYBACK,
          ...(category === ALL ? {} : { category }),
          ...(keyword ? { keyword } : {}),
        }}
        empty={keyword ? '没有找到相关课程' : '该分类暂无课程'}
        showStatus={false}
      />
    </PageFrame>
  );
}
