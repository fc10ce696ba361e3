import { useState } from 'react';
import { Button, Checkbox, Input, List, Popup, Radio, Space, Stepper } from 'antd-mobile';
import { validate } from '@/lib/validate';
import { centsToInput, formatYuan, formatYuanShort, parseYuan } from '../engine/money';
import { DEDUCTIONS } from '../data/deductions';
import { computeAnnex, illnessDeduction, type AnnexSelection, type AnnexTotals, type Elderly, type Housing, type ParentShare } from '../lib/annex';
import { amountRules } from '../lib/amount-rules';
import type { City } from '../data/cities';

interface AnnexPickerProps {
  readonly visible: boolean;
  readonly city: City;
  readonly initial: AnnexSelection;
  readonly onClose: () => void;
  readonly onConfirm: (selection: AnnexSelection) => void;
}

const SIBLING_CAP_YUAN = DEDUCTIONS.elderlySiblingCap.value / 100;
const siblingRules = [{ required: true as const }, ...amountRules({ max: SIBLING_CAP_YUAN })];
const illnessRules = amountRules();

/** 专项附加扣除 picker (国发〔2018〕41号, amounts of 国发〔2023〕13号). */
export function AnnexPicker({ visible, city, initial, onClose, onConfirm }: AnnexPickerProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <AnnexPickerBody city={city} initial={initial} onClose={onClose} onConfirm={onConfirm} />
    </Popup>
  );
}

function AnnexPickerBody({ city, initial, onClose, onConfirm }: Omit<AnnexPickerProps, 'visible'>) {
  const [s, setS] = useState<AnnexSelection>(initial);
  const [illnessText, setIllnessText] = useState(initial.illnessSelfPaid > 0 ? centsToInput(initial.illnessSelfPaid) : '');
  const [shareText, setShareText] = useState(centsToInput(initial.elderlyShare));
  const illnessError = validate(illnessText, illnessRules)[0];
  const shareError = s.elderly === 'sibling' ? validate(shareText, siblingRules)[0] : undefined;
  const current: AnnexSelection = {
    ...s,
    illnessSelfPaid: illnessError ? 0 : (parseYuan(illnessText) ?? 0),
    elderlyShare: shareError ? 0 : (parseYuan(shareText) ?? 0),
  };
  const totals: AnnexTotals = computeAnnex(current, city.rentTier);
  const update = (patch: Partial<AnnexSelection>) => setS((prev) => ({ ...prev, ...patch }));
  const valid = !illnessError && !shareError;

  return (
    <div role="dialog" aria-label="专项附加扣除">
      <List header="专项附加扣除（2023年起标准）">
        <List.Item description="每个子女每月2,000元" extra={<Stepper aria-label="子女教育人数" min={0} max={10} digits={0} value={s.children} onChange={(v) => update({ children: v })} />}>
          子女教育
        </List.Item>
        {s.children > 0 ? <ShareRadio value={s.childrenShare} onChange={(v) => update({ childrenShare: v })} name="子女教育扣除比例" /> : null}
        <List.Item description="每个婴幼儿每月2,000元" extra={<Stepper aria-label="婴幼儿人数" min={0} max={10} digits={0} value={s.infants} onChange={(v) => update({ infants: v })} />}>
          3岁以下婴幼儿照护
        </List.Item>
        {s.infants > 0 ? <ShareRadio value={s.infantsShare} onChange={(v) => update({ infantsShare: v })} name="婴幼儿照护扣除比例" /> : null}
        <List.Item>
          <Space direction="vertical">
            <span>继续教育</span>
            <Checkbox checked={s.degree} onChange={(v) => update({ degree: v })}>学历（学位）继续教育 每月400元</Checkbox>
            <Checkbox checked={s.certificate} onChange={(v) => update({ certificate: v })}>职业资格证书 当年3,600元</Checkbox>
          </Space>
        </List.Item>
        <List.Item description={illnessError ?? `自付超过15,000元的部分，最高80,000元，仅在年度汇算扣除；可扣 ${formatYuan(illnessDeduction(current.illnessSelfPaid))} 元`}>
          <span>大病医疗</span>
          <Input aria-label="大病医疗自付金额（年）" placeholder="全年自付医药费（元）" inputMode="decimal" value={illnessText} onChange={setIllnessText} clearable />
        </List.Item>
        <List.Item>
          <Space direction="vertical">
            <span>住房（贷款利息与租金只能选一项）</span>
            <Radio.Group value={s.housing} onChange={(v) => update({ housing: v as Housing })}>
              <Space direction="vertical">
                <Radio value="none">不扣除</Radio>
                <Radio value="loan">住房贷款利息 1,000元/月</Radio>
                <Radio value="rent">住房租金 {formatYuanShort(city.rentTier)}元/月（{city.name}）</Radio>
              </Space>
            </Radio.Group>
          </Space>
        </List.Item>
        <List.Item>
          <Space direction="vertical">
            <span>赡养老人</span>
            <Radio.Group value={s.elderly} onChange={(v) => update({ elderly: v as Elderly })}>
              <Space direction="vertical">
                <Radio value="none">不扣除</Radio>
                <Radio value="only">独生子女 3,000元/月</Radio>
                <Radio value="sibling">非独生子女（分摊）</Radio>
              </Space>
            </Radio.Group>
          </Space>
        </List.Item>
        {s.elderly === 'sibling' ? (
          <List.Item description={shareError ?? '兄弟姐妹分摊每月3,000元，每人不超过1,500元'}>
            <Input aria-label="本人分摊赡养老人金额（月）" placeholder="本人每月分摊金额（元）" inputMode="decimal" value={shareText} onChange={setShareText} />
          </List.Item>
        ) : null}
      </List>
      {/* The totals and the buttons stay in view while the list scrolls, so every tap shows its effect. */}
      <div className="calc-annex-footer">
        <div className="calc-hint" aria-live="polite">
          每月合计 {formatYuan(totals.annexMoney)} 元；年度一次性 {formatYuan(totals.annexMoneyForYear)} 元；全年合计 {formatYuan(totals.totalAnnexMoney)} 元
        </div>
        <div className="calc-actions">
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" disabled={!valid} onClick={() => onConfirm(current)}>
            确定
          </Button>
        </div>
      </div>
    </div>
  );
}

function ShareRadio({ value, onChange, name }: { value: ParentShare; onChange: (v: ParentShare) => void; name: string }) {
  return (
    <List.Item>
      <Radio.Group value={value} onChange={(v) => onChange(v === 50 ? 50 : 100)}>
        <Space aria-label={name}>
          <Radio value={100}>本人100%扣除</Radio>
          <Radio value={50}>父母各50%</Radio>
        </Space>
      </Radio.Group>
    </List.Item>
  );
}
