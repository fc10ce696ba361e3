import type { Cents } from '../engine/money';
import type { SourcedValue } from '../engine/tables';

const GUOFA_2018_41 = '国发〔2018〕41号《个人所得税专项附加扣除暂行办法》';
const GUOFA_2023_13 = '国发〔2023〕13号《关于提高个人所得税有关专项附加扣除标准的通知》';
const from2019 = (source: string) => ({ source, effectiveFrom: '2019-01-01', effectiveTo: null });
const from2023 = { source: GUOFA_2023_13, effectiveFrom: '2023-01-01', effectiveTo: null };

/** 专项附加扣除 amounts (cents) with their source and effective period. */
export const DEDUCTIONS = {
  /** 子女教育, per child per month (from 2023; 1,000 before). */
  childEducation: { value: 200_000, ...from2023 },
  /** 3岁以下婴幼儿照护, per child per month (国发〔2022〕8号 1,000, raised from 2023). */
  infantCare: { value: 200_000, ...from2023 },
  /** 继续教育 学历（学位）, per month, at most 48 months. */
  degreeEducation: { value: 40_000, ...from2019(`${GUOFA_2018_41}第八条`) },
  /** 继续教育 职业资格, once in the year the certificate is obtained. */
  certificate: { value: 360_000, ...from2019(`${GUOFA_2018_41}第八条`) },
  /** 大病医疗: self-paid medical costs above this in a year are deductible… */
  illnessThreshold: { value: 1_500_000, ...from2019(`${GUOFA_2018_41}第十一条`) },
  /** …up to this much, in the annual settlement only. */
  illnessCap: { value: 8_000_000, ...from2019(`${GUOFA_2018_41}第十一条`) },
  /** 住房贷款利息 (首套), per month; not together with rent. */
  housingLoan: { value: 100_000, ...from2019(`${GUOFA_2018_41}第十四条`) },
  /** 赡养老人, per month for an only child; siblings share it. */
  elderlySupport: { value: 300_000, ...from2023 },
  /** A sibling's share of 赡养老人 may not exceed this per month. */
  elderlySiblingCap: { value: 150_000, ...from2023 },
} as const satisfies Record<string, SourcedValue<Cents>>;
