import { useState } from 'react';
import { centsToInput, type BasisPoints } from '../engine/money';
import { isMonth, type Month } from '../engine/monthly-wage';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { fieldCents, optionalCents } from '../lib/amount-rules';
import { recallForm } from '../lib/form-memory';
import { CalcForm } from '../ui/calc-form';
import { AmountField } from '../ui/amount-field';
import { SelectField, monthOptions } from '../ui/select-field';
import { SwitchField } from '../ui/switch-field';
import { AnnexPicker } from './annex-picker';
import { AnnexClaimsField, claimAmountName, type ClaimDraft } from './annex-claims-field';
import { CityField } from './city-field';
import { InsuranceField } from './insurance-field';

const MONTH_FIELDS = [
  'm1',
  'm2',
  'm3',
  'm4',
  'm5',
  'm6',
  'm7',
  'm8',
  'm9',
  'm10',
  'm11',
  'm12',
] as const;
const AMOUNTS = ['wage', 'insurance', 'annex', 'annexForYear', 'other'] as const;

interface Remembered {
  amounts?: Record<string, string>;
  varies?: boolean;
  startMonth?: number;
  firstJob?: boolean;
  claims?: ClaimDraft[];
}

const isClaim = (c: unknown): c is ClaimDraft =>
  typeof c === 'object' &&
  c !== null &&
  'key' in c &&
  typeof c.key === 'number' &&
  'startMonth' in c &&
  isMonth(c.startMonth) &&
  'earlierFrom' in c &&
  isMonth(c.earlierFrom);

/** 工资薪金（月度）: the inputs of the cumulative withholding method. */
export function WageMonthForm() {
  const city = useCity();
  const annex = useAnnex(city);
  // Read before the form hook: the remembered claims name required fields from the first render.
  const [recalled] = useState(() => recallForm<Remembered>('wage-month'));
  const [claims, setClaims] = useState<ClaimDraft[]>(() =>
    Array.isArray(recalled.claims) ? recalled.claims.filter(isClaim) : [],
  );
  const { fields, bind, submit } = useCalculatorForm<'wage-month', string, Remembered>(
    'wage-month',
    {
      recalled,
      initial: (remembered) => ({
        annex: annex.totals.annexMoney ? centsToInput(annex.totals.annexMoney) : '',
        annexForYear: annex.totals.withholdingForYear
          ? centsToInput(annex.totals.withholdingForYear)
          : '',
        ...remembered.amounts,
      }),
      required: ['wage', ...claims.map(claimAmountName)],
    },
  );
  const [varies, setVaries] = useState(recalled.varies === true);
  const [startMonth, setStartMonth] = useState<Month>(
    isMonth(recalled.startMonth) ? recalled.startMonth : 1,
  );
  const [firstJob, setFirstJob] = useState(recalled.firstJob === true);
  const [hfRate, setHfRate] = useState<BasisPoints>(city.rates.housingFund);
  const [pickerOpen, setPickerOpen] = useState(false);
  const insurance = useInsuranceAutofill(fields, city, {
    source: 'wage',
    target: 'insurance',
    months: 1,
    startsEdited: Boolean(recalled.amounts?.insurance),
  });

  const onSubmit = (): string | null => {
    const shown = [...AMOUNTS, ...(varies ? MONTH_FIELDS : []), ...claims.map(claimAmountName)];
    return submit({
      check: shown,
      remember: () => {
        const amounts: Record<string, string> = {};
        for (const name of shown) amounts[name] = fields.get(name);
        return { amounts, varies, startMonth, firstJob, claims };
      },
      params: () => ({
        city: city.name,
        wage: fieldCents(fields.get('wage')),
        insurance: fieldCents(fields.get('insurance')),
        annex: fieldCents(fields.get('annex')),
        annexForYear: fieldCents(fields.get('annexForYear')),
        other: fieldCents(fields.get('other')),
        startMonth,
        firstJob,
        byMonth: varies ? MONTH_FIELDS.map((f) => optionalCents(fields.get(f)) ?? null) : undefined,
        annexClaims: claims.length
          ? claims.map((c) => ({
              monthly: fieldCents(fields.get(claimAmountName(c))),
              startMonth: c.startMonth,
              earlierFrom: c.claimEarlier && c.startMonth > 1 ? c.earlierFrom : undefined,
            }))
          : undefined,
      }),
    });
  };

  const wageText = fields.values.wage;
  return (
    <>
      <CalcForm title="工资薪金 · 累计预扣法" onSubmit={onSubmit}>
        <CityField city={city} />
        <AmountField
          {...bind('wage')}
          label="税前月薪（元）"
          required
          placeholder="请输入每月税前工资"
          onChange={(text) => insurance.onWageChange(fields.change('wage', text), hfRate)}
        />
        <InsuranceField
          city={city}
          wageText={wageText}
          value={fields.values.insurance}
          error={fields.errors.insurance}
          onChange={(text) => {
            fields.change('insurance', text);
            insurance.onTyped();
          }}
          edited={insurance.edited}
          onReset={() => insurance.reset(hfRate)}
          housingFundRate={hfRate}
          onHousingFundRate={(rate) => {
            setHfRate(rate);
            if (!insurance.edited) insurance.fill(rate);
          }}
        />
        <AmountField
          {...bind('annex')}
          label="专项附加扣除（元/月）"
          placeholder="点“选择”或直接输入"
          description="自入职月份起每月扣除的合计"
          trailing={
            <button
              type="button"
              className="calc-btn calc-btn--small"
              onClick={() => setPickerOpen(true)}
            >
              选择
            </button>
          }
        />
        <AmountField
          {...bind('annexForYear')}
          label="职业资格继续教育（元/年）"
          placeholder="0"
          description="取得证书当年一次扣除3,600元"
        />
        <AmountField
          {...bind('other')}
          label="其他扣除（元/月）"
          placeholder="0"
          description="如个人养老金、商业健康保险"
        />
        <SwitchField
          label="各月工资不同"
          checked={varies}
          onChange={setVaries}
          description="如某月停薪、调薪；留空的月份按税前月薪计算"
        />
        {varies
          ? MONTH_FIELDS.map((f, i) => (
              <AmountField
                key={f}
                {...bind(f)}
                label={`${i + 1}月工资（元）`}
                placeholder={wageText ? `同月薪 ${wageText}` : '同税前月薪'}
              />
            ))
          : null}
        <SelectField
          label="本年入职月份"
          value={startMonth}
          options={monthOptions()}
          onChange={(m) => isMonth(m) && setStartMonth(m)}
        />
        <SwitchField
          label="年度首次取得工资"
          checked={firstJob}
          onChange={setFirstJob}
          description="国家税务总局公告2020年第19号：年度中间首次取得工资薪金的，累计减除费用按5,000元×当年截至本月的月份数计算"
        />
        <AnnexClaimsField
          claims={claims}
          onChange={setClaims}
          amount={(c) => bind(claimAmountName(c))}
        />
      </CalcForm>
      {pickerOpen ? (
        <AnnexPicker
          city={city}
          initial={annex.selection}
          onClose={() => setPickerOpen(false)}
          onConfirm={(selection) => {
            const totals = annex.save(selection);
            fields.fill({
              annex: centsToInput(totals.annexMoney),
              annexForYear: centsToInput(totals.withholdingForYear),
            });
            setPickerOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
