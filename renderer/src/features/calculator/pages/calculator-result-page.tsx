import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCurrentRoute } from '@/lib/routing/use-current-route';
import { CALC_MODES } from '../lib/calc-modes';
import { RESULT_MODES } from '../results';
import type { ResultSection } from '../results/result-mode';
import { InvalidForm } from '../components/invalid-form';
import { ResultFrame } from '../components/result-frame';
import { ResultRows } from '../components/result-rows';
import { ResultHeadline } from '../components/result-headline';
import { RecalculateButton } from '../components/recalculate-button';
import { MoneyChart } from '../components/money-chart';
import { useScrollTop } from '../hooks/use-scroll-top';
import '../calculator.css';

/**
 * The result page of every mode (`/calculator/<kind>/<period>/:form`): the route it is rendered for
 * names the mode, the `:form` param carries the inputs, and the mode's description says what to show.
 */
export function CalculatorResultPage() {
  const route = useCurrentRoute();
  const { form: param } = useParams();
  useScrollTop(param);
  const mode = CALC_MODES.find((m) => m.routeName === route?.name);
  const view = useMemo(() => (mode ? RESULT_MODES[mode.key].present(param) : null), [mode, param]);
  const title = mode?.resultTitle ?? route?.title ?? '';
  if (!mode || !view) {
    return (
      <ResultFrame title={title}>
        <InvalidForm />
      </ResultFrame>
    );
  }
  return (
    <ResultFrame title={title} share={view.share}>
      <div className="calc-page">
        <ResultHeadline label={view.headline.label} value={view.headline.value} />
        {view.sections.map((section, i) =>
          section ? <Section key={i} section={section} /> : null,
        )}
        <RecalculateButton mode={mode.key}>{view.actions}</RecalculateButton>
      </div>
    </ResultFrame>
  );
}

function Section({ section }: { section: ResultSection }) {
  switch (section.kind) {
    case 'rows':
      return <ResultRows header={section.header} rows={section.rows} />;
    case 'chart':
      return <MoneyChart title={section.title} parts={section.parts} />;
    case 'hint':
      return (
        <p
          className={section.warn ? 'calc-hint calc-hint--warn' : 'calc-hint'}
          role={section.status ? 'status' : undefined}
        >
          {section.text}
        </p>
      );
    case 'block':
      return section.node;
  }
}
