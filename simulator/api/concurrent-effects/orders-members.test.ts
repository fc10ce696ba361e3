import { ORDER_MEMBER_CASES } from './cases-orders-members';
import { SPENDING_CASES } from './cases-spending';
import { runConcurrentCases } from './helpers';

runConcurrentCases(ORDER_MEMBER_CASES, SPENDING_CASES.length);
