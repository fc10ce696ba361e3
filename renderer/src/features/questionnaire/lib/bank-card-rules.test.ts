import { describe, expect, it } from 'vitest';
import { checkBankCard, groupCardNo } from './bank-card-rules';

describe('bank card form', () => {
  it('names every wrong field', () => {
    expect(checkBankCard({ realName: '', cardNo: '', bankName: '' })).toEqual({
      realName: '请填写持卡人姓名',
      cardNo: '请填写银行卡号',
      bankName: '请选择开户银行',
    });
    expect(
      checkBankCard({ realName: 'Zhou', cardNo: '6222021234567892', bankName: '招商银行' }),
    ).toEqual({ realName: '请输入正确的中文姓名', cardNo: '银行卡号有误，请核对后重新输入' });
  });

  it('passes a good card', () => {
    expect(
      checkBankCard({
        realName: ' 周明 ',
        cardNo: '6222 0212 3456 7894',
        bankName: '中国工商银行',
      }),
    ).toEqual({});
  });

  it('groups the digits by four', () => {
    expect(groupCardNo('6222021234567894')).toBe('6222 0212 3456 7894');
    expect(groupCardNo('6222 02a')).toBe('6222 02');
  });
});
