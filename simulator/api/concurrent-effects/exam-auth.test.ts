import { CLAIM_CASES } from './cases-claims';
import { EXAM_AUTH_CASES } from './cases-exam-auth';
import { ORDER_MEMBER_CASES } from './cases-orders-members';
import { SPENDING_CASES } from './cases-spending';
import { runConcurrentCases } from './helpers';

runConcurrentCases(
  EXAM_AUTH_CASES,
  SPENDING_CASES.length + ORDER_MEMBER_CASES.length + CLAIM_CASES.length,
);
