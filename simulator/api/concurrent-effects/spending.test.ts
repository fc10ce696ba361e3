import { SPENDING_CASES } from './cases-spending';
import { runConcurrentCases } from './helpers';

runConcurrentCases(SPENDING_CASES, 0);
