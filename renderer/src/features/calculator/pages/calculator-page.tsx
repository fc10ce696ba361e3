import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Tabs } from '../ui/tabs';
import { WageMonthForm } from '../components/wage-month-form';
import { WageYearForm } from '../components/wage-year-form';
import { AwardsYearForm } from '../components/awards-year-form';
import { AwardsServiceForm } from '../components/awards-service-form';
import { AwardsRecoupForm } from '../components/awards-recoup-form';
import '../calculator.css';

/** The five modes of spec §1 (monthly wage, yearly wage, yearly awards, service awards, recoup). */
const MODES = [
  { key: 'wage-month', title: '工资薪金', Form: WageMonthForm },
  { key: 'wage-year', title: '综合所得', Form: WageYearForm },
  { key: 'awards-year', title: '年终奖', Form: AwardsYearForm },
  { key: 'awards-service', title: '劳务报酬', Form: AwardsServiceForm },
  { key: 'awards-recoup', title: '离职补偿', Form: AwardsRecoupForm },
] as const;

const PANEL_ID = 'calc-mode-panel';

/** /calculator: pick a mode, fill its form; the mode is in `?mode=` so back and reload keep it. */
export function CalculatorPage() {
  const [params, setParams] = useSearchParams();
  const active = MODES.find((m) => m.key === params.get('mode')) ?? MODES[0];
  return (
    <PageFrame title="个税计算器">
      <div className="calc-page">
        <Tabs
          label="计算类型"
          items={MODES}
          active={active.key}
          panelId={PANEL_ID}
          onChange={(key) => setParams({ mode: key }, { replace: true })}
        />
        <div id={PANEL_ID} role="tabpanel" aria-label={active.title}>
          <active.Form key={active.key} />
        </div>
        <p className="calc-hint">
          依据《个人所得税法》、国家税务总局公告2018年第61号、财税〔2018〕164号及国发〔2023〕13号计算，结果精确到分，仅供参考；社保缴费基数等城市数据待确认，请以当地公布为准。
        </p>
      </div>
    </PageFrame>
  );
}
