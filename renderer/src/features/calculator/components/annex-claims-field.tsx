import type { Month } from '../engine/monthly-wage';
import { MAX_ANNEX_CLAIMS } from '../lib/form-codec';
import { AmountField } from '../ui/amount-field';
import { SelectField, monthOptions } from '../ui/select-field';
import { SwitchField } from '../ui/switch-field';

/** One mid-year 专项附加扣除 as the form holds it; its amount lives with the form's amount fields under `amountName`. */
export interface ClaimDraft {
  readonly key: number;
  readonly startMonth: Month;
  readonly claimEarlier: boolean;
  readonly earlierFrom: Month;
}

export const claimAmountName = (claim: ClaimDraft) => `claim${claim.key}`;

interface AnnexClaimsFieldProps {
  readonly claims: readonly ClaimDraft[];
  readonly onChange: (claims: ClaimDraft[]) => void;
  readonly amount: (claim: ClaimDraft) => {
    value: string | undefined;
    error: string | undefined;
    onChange: (text: string) => void;
  };
}

const asMonth = (n: number): Month => Math.min(12, Math.max(1, Math.trunc(n))) as Month;

/**
 * 专项附加扣除 that begin after January: a child born in March, a deduction reported late. Each has
 * the month the employer starts deducting it and, when earlier months of the year are claimed in
 * that month too (国家税务总局公告2018年第60号), the first of them.
 */
export function AnnexClaimsField({ claims, onChange, amount }: AnnexClaimsFieldProps) {
  const update = (key: number, patch: Partial<ClaimDraft>) =>
    onChange(claims.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const add = () => {
    const key = claims.reduce((max, c) => Math.max(max, c.key), 0) + 1;
    onChange([...claims, { key, startMonth: 6, claimEarlier: false, earlierFrom: 1 }]);
  };
  return (
    <fieldset className="calc-claims">
      <legend className="calc-section__title calc-section__title--sub">
        年度中间开始的专项附加扣除
      </legend>
      <p className="calc-field__desc">如子女3月出生、6月才向单位申报；不在上面的每月金额里。</p>
      {claims.map((c, i) => {
        const n = i + 1;
        const a = amount(c);
        return (
          <div className="calc-claim" key={c.key} role="group" aria-label={`第${n}项`}>
            <AmountField
              name={claimAmountName(c)}
              label={`第${n}项 每月金额（元）`}
              required
              placeholder="如 2000"
              value={a.value}
              error={a.error}
              onChange={a.onChange}
            />
            <SelectField
              label={`第${n}项 开始扣除月份`}
              value={c.startMonth}
              options={monthOptions()}
              onChange={(m) =>
                update(c.key, {
                  startMonth: asMonth(m),
                  earlierFrom: asMonth(Math.min(c.earlierFrom, m)),
                })
              }
            />
            {c.startMonth > 1 ? (
              <SwitchField
                label={`第${n}项 补扣本年以前月份`}
                checked={c.claimEarlier}
                onChange={(on) => update(c.key, { claimEarlier: on })}
                description="开始扣除当月一并扣除以前未扣的月份；不补扣的，可在年度汇算时扣除"
              />
            ) : null}
            {c.startMonth > 1 && c.claimEarlier ? (
              <SelectField
                label={`第${n}项 补扣起始月份`}
                value={Math.min(c.earlierFrom, c.startMonth)}
                options={monthOptions().filter((o) => o.value <= c.startMonth)}
                onChange={(m) => update(c.key, { earlierFrom: asMonth(m) })}
                description="符合扣除条件的第一个月，如子女出生当月"
              />
            ) : null}
            <button
              type="button"
              className="calc-link"
              onClick={() => onChange(claims.filter((x) => x.key !== c.key))}
            >
              删除第{n}项
            </button>
          </div>
        );
      })}
      {claims.length < MAX_ANNEX_CLAIMS ? (
        <button type="button" className="calc-btn calc-btn--small" onClick={add}>
          添加年度中间开始的扣除
        </button>
      ) : null}
    </fieldset>
  );
}
