import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Tabs } from '../ui/tabs';
import { WageMonthForm } from '../components/wage-month-form';
import { WageYearForm } from '../components/wage-year-form';
import { AwardsYearForm } from '../components/awards-year-form';
import { AwardsServiceForm } from '../components/awards-service-form';
import { AwardsRecoupForm } from '../components/awards-recoup-form';
import { CALC_MODES, type CalcModeKey } from '../lib/calc-modes';
import '../calculator.css';

/** Each mode's form (docs/product.md「个税计算器」); the tabs follow the order of CALC_MODES. */
const FORMS: Record<CalcModeKey, ComponentType> = {
  'wage-month': WageMonthForm,
  'wage-year': WageYearForm,
  'awards-year': AwardsYearForm,
  'awards-service': AwardsServiceForm,
  'awards-recoup': AwardsRecoupForm,
};

const TABS = CALC_MODES.map((m) => ({ key: m.key, title: m.tab }));

const PANEL_ID = 'calc-mode-panel';

/** /calculator: pick a mode, fill its form; the mode is in `?mode=` so back and reload keep it. */
export function CalculatorPage() {
  const [params, setParams] = useSearchParams();
  const active = CALC_MODES.find((m) => m.key === params.get('mode')) ?? CALC_MODES[0];
  const Form = FORMS[active.key];
  return (
    <PageFrame title="个税计算器">
      <div className="calc-page">
        <Tabs
          label="计算类型"
          items={TABS}
          active={active.key}
          panelId={PANEL_ID}
          onChange={(key) => setParams({ mode: key }, { replace: true })}
        />
        <div id={PANEL_ID} role="tabpanel" aria-label={active.tab}>
          <Form key={active.key} />
        </div>
        <p className="calc-hint">
          依据《个人所得税法》、国家税务总局公告2018年第61号、财税〔2018〕164号及国发〔2023〕13号计算，结果精确到分，仅供参考；社保缴费基数等城市数据待确认，请以当地公布为准。
        </p>
      </div>
    </PageFrame>
  );
}
