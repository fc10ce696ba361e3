import { useState } from 'react';
import { validate } from '@/lib/validate';
import { centsToInput, formatYuan, formatYuanShort, parseYuan } from '../engine/money';
import { DEDUCTIONS } from '../data/deductions';
import {
  computeAnnex,
  illnessDeduction,
  type AnnexSelection,
  type Elderly,
  type Housing,
  type ParentShare,
} from '../lib/annex';
import { amountRules } from '../lib/amount-rules';
import { normalizeAmount } from '../lib/amount-input';
import { AmountField } from '../ui/amount-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import { ChoiceGroup } from '../ui/choice-group';
import { Sheet } from '../ui/sheet';
import type { City } from '../data/cities';

interface AnnexPickerProps {
  readonly city: City;
  readonly initial: AnnexSelection;
  readonly onClose: () => void;
  readonly onConfirm: (selection: AnnexSelection) => void;
}

const SIBLING_CAP_YUAN = DEDUCTIONS.elderlySiblingCap.value / 100;
const siblingRules = [{ required: true as const }, ...amountRules({ max: SIBLING_CAP_YUAN })];
const illnessRules = amountRules();
const COUNTS: SelectOption<number>[] = Array.from({ length: 11 }, (_, n) => ({
  value: n,
  label: n ? `${n}个` : '无',
}));
const SHARES: SelectOption<ParentShare>[] = [
  { value: 100, label: '本人100%扣除' },
  { value: 50, label: '父母各50%' },
];

/** 专项附加扣除 picker (国发〔2018〕41号, amounts of 国发〔2023〕13号). */
export function AnnexPicker({ city, initial, onClose, onConfirm }: AnnexPickerProps) {
  const [s, setS] = useState<AnnexSelection>(initial);
  const [illnessText, setIllnessText] = useState(
    initial.illnessSelfPaid > 0 ? centsToInput(initial.illnessSelfPaid) : '',
  );
  const [shareText, setShareText] = useState(centsToInput(initial.elderlyShare));
  const illnessError = validate(illnessText, illnessRules)[0];
  const shareError = s.elderly === 'sibling' ? validate(shareText, siblingRules)[0] : undefined;
  const current: AnnexSelection = {
    ...s,
    illnessSelfPaid: illnessError ? 0 : (parseYuan(illnessText) ?? 0),
    elderlyShare: shareError ? 0 : (parseYuan(shareText) ?? 0),
  };
  const totals = computeAnnex(current, city.rentTier);
  const update = (patch: Partial<AnnexSelection>) => setS((prev) => ({ ...prev, ...patch }));
  const valid = !illnessError && !shareError;

  const footer = (
    <>
      <div className="calc-hint" aria-live="polite">
        每月合计 {formatYuan(totals.annexMoney)} 元；年度一次性{' '}
        {formatYuan(totals.annexMoneyForYear)} 元；全年合计 {formatYuan(totals.totalAnnexMoney)} 元
      </div>
      <div className="calc-actions">
        <button type="button" className="calc-btn" onClick={onClose}>
          取消
        </button>
        <button
          type="button"
          className="calc-btn calc-btn--primary"
          disabled={!valid}
          onClick={() => onConfirm(current)}
        >
          确定
        </button>
      </div>
    </>
  );

  return (
    <Sheet title="专项附加扣除（2023年起标准）" onClose={onClose} footer={footer}>
      <SelectField
        label="子女教育"
        value={s.children}
        options={COUNTS}
        onChange={(children) => update({ children })}
        description="每个子女每月2,000元"
      />
      {s.children > 0 ? (
        <ChoiceGroup
          legend="子女教育扣除比例"
          value={s.childrenShare}
          options={SHARES}
          onChange={(childrenShare) => update({ childrenShare })}
        />
      ) : null}
      <SelectField
        label="3岁以下婴幼儿照护"
        value={s.infants}
        options={COUNTS}
        onChange={(infants) => update({ infants })}
        description="每个婴幼儿每月2,000元"
      />
      {s.infants > 0 ? (
        <ChoiceGroup
          legend="婴幼儿照护扣除比例"
          value={s.infantsShare}
          options={SHARES}
          onChange={(infantsShare) => update({ infantsShare })}
        />
      ) : null}
      <fieldset className="calc-choices">
        <legend className="calc-field__label">继续教育</legend>
        <label className="calc-choice">
          <input
            type="checkbox"
            checked={s.degree}
            onChange={(e) => update({ degree: e.target.checked })}
          />
          学历（学位）继续教育 每月400元
        </label>
        <label className="calc-choice">
          <input
            type="checkbox"
            checked={s.certificate}
            onChange={(e) => update({ certificate: e.target.checked })}
          />
          职业资格证书 当年3,600元
        </label>
      </fieldset>
      <AmountField
        name="illness"
        label="大病医疗自付金额（元/年）"
        placeholder="全年自付医药费"
        value={illnessText}
        onChange={(t) => setIllnessText(normalizeAmount(t))}
        error={illnessError}
        description={`自付超过15,000元的部分，最高80,000元，仅在年度汇算扣除；可扣 ${formatYuan(illnessDeduction(current.illnessSelfPaid))} 元`}
      />
      <ChoiceGroup<Housing>
        legend="住房（贷款利息与租金只能选一项）"
        value={s.housing}
        options={[
          { value: 'none', label: '不扣除' },
          { value: 'loan', label: '住房贷款利息 1,000元/月' },
          {
            value: 'rent',
            label: `住房租金 ${formatYuanShort(city.rentTier)}元/月（${city.name}）`,
          },
        ]}
        onChange={(housing) => update({ housing })}
      />
      <ChoiceGroup<Elderly>
        legend="赡养老人"
        value={s.elderly}
        options={[
          { value: 'none', label: '不扣除' },
          { value: 'only', label: '独生子女 3,000元/月' },
          { value: 'sibling', label: '非独生子女（分摊）' },
        ]}
        onChange={(elderly) => update({ elderly })}
      />
      {s.elderly === 'sibling' ? (
        <AmountField
          name="elderlyShare"
          label="本人分摊赡养老人金额（元/月）"
          required
          value={shareText}
          onChange={(t) => setShareText(normalizeAmount(t))}
          error={shareError}
          description="兄弟姐妹分摊每月3,000元，每人不超过1,500元"
        />
      ) : null}
    </Sheet>
  );
}
