/**
 * Complete answers of the mock API's controls for the panel's tests: the panel parses every answer
 * with the control's declaration, as it does the real server's, so a fake must be whole.
 */
import type { Contribution } from '../../renderer/src/contracts/api/contribute';
import type { MallOrder } from '../../renderer/src/contracts/api/mall';
import type { SimState } from './panel-mock-api';

export const fakeSimState = (patch: Partial<SimState> = {}): SimState => ({
  latency: [],
  fail: [],
  smsFailure: { enabled: false, msg: '短信发送失败', status: 400 },
  clockOffsetMs: 0,
  nextPayment: null,
  now: 0,
  ...patch,
});

export const fakeContribution = (patch: Partial<Contribution> = {}): Contribution => ({
  id: 7,
  title: '跨年度发票的扣除',
  summary: '',
  category: 'practice',
  categoryName: '实务',
  cover: null,
  status: 2,
  statusText: '已发布',
  rejectReason: null,
  views: 0,
  likes: 0,
  articleId: 812,
  wordCount: 300,
  createdAt: 0,
  updatedAt: 0,
  submittedAt: 0,
  tags: [],
  original: true,
  sourceUrl: null,
  version: 2,
  publishedAt: 0,
  revision: null,
  contest: null,
  ...patch,
});

export const fakeMallOrder = (patch: Partial<MallOrder> = {}): MallOrder => ({
  id: 7,
  orderNo: 'M202611250007',
  goods: {
    id: 1,
    title: '税务实务手册',
    cover: '',
    category: 'book',
    categoryName: '图书',
    points: 1000,
    cashCents: 0,
    marketPriceCents: 5900,
    stock: 10,
    sales: 0,
    virtual: false,
    tag: null,
  },
  quantity: 1,
  points: 1000,
  cashCents: 0,
  status: 2,
  statusText: '待收货',
  address: null,
  remark: null,
  deliveryNote: null,
  codes: [],
  expressCompany: null,
  expressNo: null,
  createdAt: 0,
  shippedAt: 0,
  finishedAt: null,
  autoConfirmed: false,
  autoConfirmAt: null,
  closedAt: null,
  closeReason: null,
  ...patch,
});
