import { applyRate, clampMin0, type Cents } from '../engine/money';
import { DEDUCTIONS } from '../data/deductions';

/** 100: one parent takes it all; 50: each parent half. */
export type ParentShare = 100 | 50;
export type Housing = 'none' | 'loan' | 'rent';
export type Elderly = 'none' | 'only' | 'sibling';

/** What the user picked in the deduction picker. */
export interface AnnexSelection {
  readonly children: number;
  readonly childrenShare: ParentShare;
  readonly infants: number;
  readonly infantsShare: ParentShare;
  readonly degree: boolean;
  readonly certificate: boolean;
  /** 大病医疗 self-paid costs of the year (cents); 0 when none. */
  readonly illnessSelfPaid: Cents;
  /** 住房贷款利息 or 住房租金, never both. */
  readonly housing: Housing;
  readonly elderly: Elderly;
  /** A sibling's monthly share of 赡养老人 (cents), at most 1,500. */
  readonly elderlyShare: Cents;
}

export const EMPTY_SELECTION: AnnexSelection = {
  children: 0,
  childrenShare: 100,
  infants: 0,
  infantsShare: 100,
  degree: false,
  certificate: false,
  illnessSelfPaid: 0,
  housing: 'none',
  elderly: 'none',
  elderlyShare: DEDUCTIONS.elderlySiblingCap.value,
};

interface AnnexLine {
  readonly key: string;
  readonly label: string;
  /** Per month (0 for annual items). */
  readonly monthly: Cents;
  /** Once a year (0 for monthly items). */
  readonly annual: Cents;
  /** Claimable in monthly withholding (大病医疗 is settlement only). */
  readonly inWithholding: boolean;
}

export interface AnnexTotals {
  readonly lines: readonly AnnexLine[];
  /** Monthly total (the session's `annexMoney`). */
  readonly annexMoney: Cents;
  /** Annual one-off items (the session's `annexMoneyForYear`): 职业资格 and 大病医疗. */
  readonly annexMoneyForYear: Cents;
  /** annexMoney × 12 + annexMoneyForYear (the session's `totalAnnexMoney`). */
  readonly totalAnnexMoney: Cents;
  /** The one-off part claimable in monthly withholding (职业资格 only). */
  readonly withholdingForYear: Cents;
  /** The chosen items, encoded (the session's `selectItem`). */
  readonly selectItem: string[];
}

/** The 大病医疗 deduction: self-paid above 15,000, at most 80,000. */
export const illnessDeduction = (selfPaid: Cents): Cents =>
  Math.min(clampMin0(selfPaid - DEDUCTIONS.illnessThreshold.value), DEDUCTIONS.illnessCap.value);

const shareOf = (amount: Cents, share: ParentShare): Cents => applyRate(amount, share * 100);

/** Computes the deduction lines and the session's annex fields from a selection and the city's rent tier. */
export function computeAnnex(selection: AnnexSelection, rentTier: Cents): AnnexTotals {
  const s = normalise(selection);
  const lines: AnnexLine[] = [];
  if (s.children > 0) {
    lines.push({
      key: 'children',
      label: `子女教育（${s.children}个子女，${s.childrenShare === 100 ? '本人全额' : '父母各半'}）`,
      monthly: s.children * shareOf(DEDUCTIONS.childEducation.value, s.childrenShare),
      annual: 0,
      inWithholding: true,
    });
  }
  if (s.infants > 0) {
    lines.push({
      key: 'infants',
      label: `3岁以下婴幼儿照护（${s.infants}个，${s.infantsShare === 100 ? '本人全额' : '父母各半'}）`,
      monthly: s.infants * shareOf(DEDUCTIONS.infantCare.value, s.infantsShare),
      annual: 0,
      inWithholding: true,
    });
  }
  if (s.degree)
    lines.push({
      key: 'degree',
      label: '继续教育（学历）',
      monthly: DEDUCTIONS.degreeEducation.value,
      annual: 0,
      inWithholding: true,
    });
  if (s.certificate)
    lines.push({
      key: 'certificate',
      label: '继续教育（职业资格）',
      monthly: 0,
      annual: DEDUCTIONS.certificate.value,
      inWithholding: true,
    });
  const illness = illnessDeduction(s.illnessSelfPaid);
  if (illness > 0)
    lines.push({
      key: 'illness',
      label: '大病医疗（仅年度汇算）',
      monthly: 0,
      annual: illness,
      inWithholding: false,
    });
  if (s.housing === 'loan')
    lines.push({
      key: 'loan',
      label: '住房贷款利息',
      monthly: DEDUCTIONS.housingLoan.value,
      annual: 0,
      inWithholding: true,
    });
  if (s.housing === 'rent')
    lines.push({
      key: 'rent',
      label: '住房租金',
      monthly: rentTier,
      annual: 0,
      inWithholding: true,
    });
  if (s.elderly === 'only')
    lines.push({
      key: 'elderly',
      label: '赡养老人（独生子女）',
      monthly: DEDUCTIONS.elderlySupport.value,
      annual: 0,
      inWithholding: true,
    });
  if (s.elderly === 'sibling')
    lines.push({
      key: 'elderly',
      label: '赡养老人（非独生子女分摊）',
      monthly: s.elderlyShare,
      annual: 0,
      inWithholding: true,
    });
  const annexMoney = lines.reduce((sum, l) => sum + l.monthly, 0);
  const annexMoneyForYear = lines.reduce((sum, l) => sum + l.annual, 0);
  return {
    lines,
    annexMoney,
    annexMoneyForYear,
    totalAnnexMoney: annexMoney * 12 + annexMoneyForYear,
    withholdingForYear: lines.filter((l) => l.inWithholding).reduce((sum, l) => sum + l.annual, 0),
    selectItem: encodeSelection(s),
  };
}

/** Counts at least 0, the sibling share within 0-1,500. */
function normalise(s: AnnexSelection): AnnexSelection {
  return {
    ...s,
    children: Math.max(0, Math.trunc(s.children)),
    infants: Math.max(0, Math.trunc(s.infants)),
    illnessSelfPaid: clampMin0(s.illnessSelfPaid),
    elderlyShare: Math.min(clampMin0(s.elderlyShare), DEDUCTIONS.elderlySiblingCap.value),
  };
}

/** selectItem entries: `children:2:50`, `infants:1:100`, `degree`, `certificate`, `illness:<cents>`, `loan`, `rent`, `elderly:only`, `elderly:sibling:<cents>`. */
function encodeSelection(s: AnnexSelection): string[] {
  const items: string[] = [];
  if (s.children > 0) items.push(`children:${s.children}:${s.childrenShare}`);
  if (s.infants > 0) items.push(`infants:${s.infants}:${s.infantsShare}`);
  if (s.degree) items.push('degree');
  if (s.certificate) items.push('certificate');
  if (s.illnessSelfPaid > 0) items.push(`illness:${s.illnessSelfPaid}`);
  if (s.housing !== 'none') items.push(s.housing);
  if (s.elderly === 'only') items.push('elderly:only');
  if (s.elderly === 'sibling') items.push(`elderly:sibling:${s.elderlyShare}`);
  return items;
}

const toInt = (text: string | undefined): number => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};
const toShare = (text: string | undefined): ParentShare => (text === '50' ? 50 : 100);

/** Reads selectItem back into a selection; unknown entries are ignored. */
export function decodeSelection(items: readonly string[]): AnnexSelection {
  let s: AnnexSelection = EMPTY_SELECTION;
  for (const item of items) {
    const [key, a, b] = item.split(':');
    if (key === 'children') s = { ...s, children: toInt(a), childrenShare: toShare(b) };
    else if (key === 'infants') s = { ...s, infants: toInt(a), infantsShare: toShare(b) };
    else if (key === 'degree') s = { ...s, degree: true };
    else if (key === 'certificate') s = { ...s, certificate: true };
    else if (key === 'illness') s = { ...s, illnessSelfPaid: toInt(a) };
    else if (key === 'loan' || key === 'rent') s = { ...s, housing: key };
    else if (key === 'elderly' && a === 'only') s = { ...s, elderly: 'only' };
    else if (key === 'elderly' && a === 'sibling')
      s = { ...s, elderly: 'sibling', elderlyShare: toInt(b) };
  }
  return normalise(s);
}
