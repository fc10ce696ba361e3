import {
  examApplyEndpoint,
  examLotteryPrizeListEndpoint,
  examLotteryRecipientEndpoint,
  examLotteryWinsEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { simExamLotteryEndpoint } from '../../simulator/api/sim/exam-endpoints';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

test.describe('知识竞赛：实物奖品的收货信息', () => {
  test('a goods prize drawn asks for a recipient: a bad mobile refused, then 待发货, locked, and 已发货 once shipped', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await user.call(examApplyEndpoint, { body: { examId: 5 } });
    const { prizes } = await user.call(examLotteryPrizeListEndpoint, { params: { examId: 5 } });
    const goods = prizes.find((p) => p.kind === 'goods');
    expect(goods?.name).toBe('定制保温杯');
    // QA (as the player): one chance, and the draw lands on the goods prize.
    await user.call(simExamLotteryEndpoint, {
      params: { examId: 5 },
      body: { chances: 1, prizeId: goods?.id },
    });
    await signInPage(page, user);

    await page.goto('/app/exam/lottery?examId=5');
    const lottery = page.getByRole('region', { name: '幸运抽奖' });
    await lottery.getByRole('button', { name: '立即抽奖' }).click();
    await expect(
      lottery.getByRole('status').filter({ hasText: '恭喜获得定制保温杯，请填写收货信息' }),
    ).toBeVisible();
    await lottery.getByRole('link', { name: '我的奖品' }).click();

    await expect(page).toHaveURL(/\/exam\/prizes\?examId=5$/);
    const list = page.getByRole('list', { name: '我的奖品' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('待填写收货信息');
    await list.getByRole('link', { name: '填写收货信息：定制保温杯' }).click();

    await expect(page).toHaveURL(/\/exam\/prize\/recipient\?examId=5&drawId=\d+$/);
    const form = page.getByRole('form', { name: '收货信息' });
    await form.getByRole('textbox', { name: '收货人' }).fill('王芳');
    await form.getByRole('textbox', { name: '手机号' }).fill('12345678901');
    await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '广东省' });
    await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '深圳市' });
    await form.getByRole('combobox', { name: '区县' }).selectOption({ label: '福田区' });
    await form.getByRole('textbox', { name: '详细地址' }).fill('福华一路88号2栋1801');
    const submit = form.getByRole('button', { name: '提交收货信息' });
    await submit.click();
    await expect(form.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '请输入正确手机号',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: '手机号' }).fill('13912345678');
    await submit.dblclick();
    await new Toast(page).expectShown('收货信息已提交');

    await expect(page).toHaveURL(/\/exam\/prizes\?examId=5$/);
    await expect(list).toContainText('待发货');
    await expect(list).toContainText('王芳 139****5678 · 广东省深圳市福田区福华一路88号2栋1801');
    await expect(list.getByRole('link', { name: /填写收货信息/ })).toHaveCount(0);
    const wins = (await user.call(examLotteryWinsEndpoint, { params: { examId: 5 } })).list;
    expect(wins).toHaveLength(1);
    const drawId = wins[0]?.drawId ?? 0;

    // Locked: the form is gone, and the server refuses another recipient.
    await page.goto(`/app/exam/prize/recipient?examId=5&drawId=${drawId}`);
    await expect(page.getByRole('heading', { name: '收货信息已提交' })).toBeVisible();
    await expect(page.getByRole('form', { name: '收货信息' })).toHaveCount(0);
    const changed = user.call(examLotteryRecipientEndpoint, {
      body: {
        drawId,
        name: '王芳',
        phone: '13912345678',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技园1号1栋101',
      },
    });
    await expect(changed).rejects.toThrow('收货信息已提交，不能修改');

    // The warehouse (QA) ships it.
    await mockApi.examPrizeShip({ body: { drawId, trackingNo: 'SF2026112501' } });
    await page.goto('/app/exam/prizes?examId=5');
    await expect(list).toContainText('已发货');
    await expect(list).toContainText('顺丰速运 运单号 SF2026112501');
  });
});
