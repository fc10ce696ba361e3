import { CLAIM_CASES } from './cases-claims';
import { ORDER_MEMBER_CASES } from './cases-orders-members';
import { SPENDING_CASES } from './cases-spending';
import { runConcurrentCases } from './helpers';

runConcurrentCases(CLAIM_CASES, SPENDING_CASES.length + ORDER_MEMBER_CASES.length);
