import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** The questionnaire area's routes (docs/product.md「问卷竞赛」). */
export const questionnaireRoutes: RouteRecord[] = [
  {
    path: '/questionnaire',
    name: 'Questionnaire',
    title: '有奖问答',
    redirect: '/questionnaire/mng',
    children: [
      {
        path: 'mng',
        name: 'QuestionnaireMng',
        title: '有奖问答',
        sharePath: '/questionnaire/mng',
        Page: lazyPage(() => import('./pages/questionnaire-mng-page'), 'QuestionnaireMngPage'),
      },
      {
        path: 'list',
        name: 'QuestionnaireList',
        title: '闯关答题',
        Page: lazyPage(() => import('./pages/questionnaire-list-page'), 'QuestionnaireListPage'),
      },
      {
        path: 'result',
        name: 'QuestionnaireResult',
        title: '挑战结果',
        sharePath: '/questionnaire/mng',
        Page: lazyPage(
          () => import('./pages/questionnaire-result-page'),
          'QuestionnaireResultPage',
        ),
      },
      {
        path: 'invite',
        name: 'QuestionnaireInvite',
        title: '邀请好友',
        sharePath: '/questionnaire/mng',
        Page: lazyPage(
          () => import('./pages/questionnaire-invite-page'),
          'QuestionnaireInvitePage',
        ),
      },
      {
        path: 'reflect',
        name: 'QuestionnaireReflect',
        title: '查看收益',
        Page: lazyPage(
          () => import('./pages/questionnaire-reflect-page'),
          'QuestionnaireReflectPage',
        ),
      },
      {
        path: 'rules',
        name: 'QuestionnaireRules',
        title: '活动规则',
        Page: lazyPage(() => import('./pages/questionnaire-rules-page'), 'QuestionnaireRulesPage'),
      },
      {
        path: 'price',
        name: 'QuestionnairePrice',
        title: '奖励',
        Page: lazyPage(() => import('./pages/questionnaire-price-page'), 'QuestionnairePricePage'),
      },
      {
        path: 'rank',
        name: 'QuestionnaireRank',
        title: '排行榜',
        keepAlive: true,
        Page: lazyPage(() => import('./pages/questionnaire-rank-page'), 'QuestionnaireRankPage'),
      },
      {
        path: 'connect',
        name: 'QuestionnaireConnect',
        title: '领取奖励',
        Page: lazyPage(
          () => import('./pages/questionnaire-connect-page'),
          'QuestionnaireConnectPage',
        ),
      },
      {
        path: 'getprice',
        name: 'QuestionnaireGetprice',
        title: '领取奖励',
        Page: lazyPage(
          () => import('./pages/questionnaire-getprice-page'),
          'QuestionnaireGetpricePage',
        ),
      },
      {
        path: 'bank',
        name: 'QuestionnaireBank',
        title: '收款银行卡',
        Page: lazyPage(() => import('./pages/questionnaire-bank-page'), 'QuestionnaireBankPage'),
      },
      {
        path: 'know',
        name: 'QuestionnaireKnow',
        title: '领奖须知',
        Page: lazyPage(() => import('./pages/questionnaire-know-page'), 'QuestionnaireKnowPage'),
      },
      {
        path: 'tools',
        name: 'QuestionnaireTools',
        title: '我的道具',
        Page: lazyPage(() => import('./pages/questionnaire-tools-page'), 'QuestionnaireToolsPage'),
      },
      {
        path: 'logs',
        name: 'QuestionnaireLogs',
        title: '挑战记录',
        Page: lazyPage(() => import('./pages/questionnaire-logs-page'), 'QuestionnaireLogsPage'),
      },
    ],
  },
];
