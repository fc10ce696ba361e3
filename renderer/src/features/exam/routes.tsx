import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/**
 * The exam area (docs/product.md「考试与排名」): the yearly tax-knowledge competition on the exam engine. The exam id is
 * the link's `?examId=` else the session's (default 5); shares point to the home, where a
 * friend signs up (`inviteUserId` in the link records the inviter).
 */
export const examRoutes: RouteRecord[] = [
  {
    path: '/exam',
    name: 'ExamHome',
    title: '知识竞赛',
    keepAlive: false,
    sharePath: '/exam',
    // A link names its exam (and inviter): the campaign's info leaves with the page's code.
    firstRead: 'POST /exam/init {"examId":{examId},"inviteUserId":{inviteUserId?}}',
    Page: lazyPage(() => import('./pages/exam-home-page'), 'ExamHomePage'),
  },
  {
    path: '/exam/answer',
    name: 'ExamAnswer',
    title: '答题',
    Page: lazyPage(() => import('./pages/exam-answer-page'), 'ExamAnswerPage'),
  },
  {
    path: '/exam/result',
    name: 'ExamResult',
    title: '答题结果',
    sharePath: '/exam',
    Page: lazyPage(() => import('./pages/exam-result-page'), 'ExamResultPage'),
  },
  {
    path: '/exam/rank',
    name: 'ExamRank',
    title: '排行榜',
    keepAlive: true,
    sharePath: '/exam/rank',
    Page: lazyPage(() => import('./pages/exam-rank-page'), 'ExamRankPage'),
  },
  {
    path: '/exam/task',
    name: 'ExamTask',
    title: '任务奖励',
    Page: lazyPage(() => import('./pages/exam-task-page'), 'ExamTaskPage'),
  },
  {
    path: '/exam/lottery',
    name: 'ExamLottery',
    title: '幸运抽奖',
    Page: lazyPage(() => import('./pages/exam-lottery-page'), 'ExamLotteryPage'),
  },
  {
    path: '/exam/prizes',
    name: 'ExamPrizes',
    title: '我的奖品',
    Page: lazyPage(() => import('./pages/exam-prizes-page'), 'ExamPrizesPage'),
  },
  {
    path: '/exam/prize/recipient',
    name: 'ExamPrizeRecipient',
    title: '填写收货信息',
    Page: lazyPage(() => import('./pages/exam-prize-recipient-page'), 'ExamPrizeRecipientPage'),
  },
  {
    path: '/exam/invite',
    name: 'ExamInvite',
    title: '邀请好友',
    sharePath: '/exam',
    Page: lazyPage(() => import('./pages/exam-invite-page'), 'ExamInvitePage'),
  },
  {
    path: '/exam/redpack',
    name: 'ExamRedpack',
    title: '我的红包',
    Page: lazyPage(() => import('./pages/exam-redpack-page'), 'ExamRedpackPage'),
  },
];
