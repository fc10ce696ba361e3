/**
 * The calculator's five modes as plain data: the tab of `/calculator?mode=`, the result route and
 * its title. No engine is imported here: the route table (loaded before any page) reads it.
 */
export const CALC_MODES = [
  {
    key: 'wage-month',
    tab: '工资薪金',
    routeName: 'CalculatorWageMonth',
    resultPath: '/calculator/wage/month',
    resultTitle: '工资薪金（月度）计算结果',
  },
  {
    key: 'wage-year',
    tab: '综合所得',
    routeName: 'CalculatorWageYear',
    resultPath: '/calculator/wage/year',
    resultTitle: '综合所得年度汇算结果',
  },
  {
    key: 'awards-year',
    tab: '年终奖',
    routeName: 'CalculatorAwardsYear',
    resultPath: '/calculator/awards/year',
    resultTitle: '全年一次性奖金计算结果',
  },
  {
    key: 'awards-service',
    tab: '劳务报酬',
    routeName: 'CalculatorAwardsService',
    resultPath: '/calculator/awards/service',
    resultTitle: '劳务报酬计算结果',
  },
  {
    key: 'awards-recoup',
    tab: '离职补偿',
    routeName: 'CalculatorAwardsRecoup',
    resultPath: '/calculator/awards/recoup',
    resultTitle: '解除劳动合同补偿金计算结果',
  },
] as const;

export type CalcMode = (typeof CALC_MODES)[number];
export type CalcModeKey = CalcMode['key'];

/** The mode of a key; every key is in the table. */
export function calcMode(key: CalcModeKey): CalcMode {
  const mode = CALC_MODES.find((m) => m.key === key);
  if (!mode) throw new Error(`unknown calculator mode ${key}`);
  return mode;
}
