import { useState } from 'react';
import { Link } from 'react-router';
import { COURSE_STATUS, COURSE_TYPES } from '@/contracts/api/live';
import { PageFrame } from '@/components/page-frame';
import { TabBar } from '@/components/tab-bar';
import { CourseListView } from './course-list-view';
import './live-common.css';

type Tab = 'all' | 'upcoming' | 'live' | 'replay' | 'ended';
const TABS: { key: Tab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'upcoming', title: '即将开始' },
  { key: 'live', title: '直播中' },
  { key: 'replay', title: '回放' },
  { key: 'ended', title: '已结束' },
];
const STATUS: Record<Tab, 0 | 1 | 2 | 3 | undefined> = {
  all: undefined,
  upcoming: COURSE_STATUS.UPCOMING,
  live: COURSE_STATUS.LIVE,
  replay: COURSE_STATUS.PLAYBACK,
  ended: COURSE_STATUS.ENDED,
};

/** /live/list: the live sessions by status (live first, then upcoming, then replays). */
export function LiveListView() {
  const [tab, setTab] = useState<Tab>('all');
  const status = STATUS[tab];
  return (
    <PageFrame
      title="直播列表"
      right={
        <Link className="live-bar-link" to="/live/cloud">
          云课堂
        </Link>
      }
    >
      <TabBar
        label="直播状态"
        className="live-tabs"
        tabs={TABS}
        activeKey={tab}
        onChange={setTab}
      />
      <CourseListView
        filter={{ type: COURSE_TYPES.SINGLE, ...(status === undefined ? {} : { status }) }}
        empty="暂无直播"
      />
    </PageFrame>
  );
}
