import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { useAmountFields, type AmountValues } from '../lib/use-amount-fields';
import { AmountField } from '../ui/amount-field';
import { CalcForm } from '../ui/calc-form';

type Name = 'income';
const MODE = 'awards-service';

/** 劳务报酬: one payment's prepayment. */
export function AwardsServiceForm() {
  const navigate = useNavigate();
  const [initial] = useState(() => recallForm<AmountValues<Name>>(MODE));
  const fields = useAmountFields<Name>(initial, ['income']);
  const onSubmit = () => {
    const invalid = fields.check(['income']);
    if (invalid) return invalid;
    rememberForm(MODE, { income: fields.get('income') });
    navigate(
      `/calculator/awards/service/${encodeForm({ v: FORM_VERSION, income: fieldCents(fields.get('income')) })}`,
    );
    return null;
  };
  return (
    <CalcForm title="劳务报酬 · 每次收入预扣预缴" onSubmit={onSubmit}>
      <AmountField
        name="income"
        label="劳务报酬（元）"
        required
        placeholder="请输入每次税前收入"
        value={fields.values.income}
        error={fields.errors.income}
        onChange={(t) => void fields.change('income', t)}
        description="每次收入不超过4,000元的减除800元，超过的减除20%，适用预扣率表二"
      />
    </CalcForm>
  );
}
