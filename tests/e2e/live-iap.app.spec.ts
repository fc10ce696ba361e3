import AxeBuilder from '@axe-core/playwright';
import { livePlaybackUserightsEndpoint } from '../../renderer/src/contracts/api/live';
import type { CourseSummary } from '../../renderer/src/contracts/api/live-shapes';
import type { AppSession } from '../../simulator/testing';
import { buyThroughAppleOnceIn } from './support/apple-purchase';
import { expect, test } from './support/fixtures';
import { coursesSeenBy } from './support/live-courses';
import { Toast } from './support/toast';

// A paid course inside the iOS app is bought through Apple in-app purchase only (App Store rule
// 3.1.1): the course's price tier, the receipt checked by the server, 恢复购买.
type Course = CourseSummary;

async function paidCourses(user: AppSession, body: Parameters<typeof coursesSeenBy>[1]) {
  return (await coursesSeenBy(user, body)).filter((c) => c.priceCents > 0);
}

/** A paid single live now (a live stream has no preview): its page opens on the paywall. */
async function lockedSingle(user: AppSession): Promise<Course> {
  for (const c of await paidCourses(user, { type: 1, status: 1 })) {
    const rights = await user.call(livePlaybackUserightsEndpoint, { params: { id: c.id } });
    if (!rights.canWatch) return c;
  }
  throw new Error('no locked paid single seeded');
}

const yuan = (c: Course) => `¥${(c.priceCents / 100).toFixed(2)}`;

test.describe('buying a course through Apple in the iOS app', () => {
  test.beforeEach(({ phone }) => {
    test.skip(
      phone.bridge?.device.platform !== 'ios',
      'Apple in-app purchase exists in the iOS app only; the Android app pays in live.app.spec.ts',
    );
  });

  test.describe('a series', () => {
    test.use({ account: 'new' });

    test('a cancelled sheet charges nothing; a double tap buys the tier once and the chapter plays', async ({
      page,
      phone,
      mockApi,
    }) => {
      const native = phone.bridge!;
      const series = (await paidCourses(await mockApi.signIn(phone.account!), { type: 2 }))[3];
      if (!series) throw new Error('no paid series seeded');
      await page.goto(`/app/live/series/v3/detail/${series.id}`);
      await page.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1).click();
      const paywall = page.getByRole('region', { name: '购买课程' });
      // Coins are bought with money elsewhere: no link there in the iOS app.
      await expect(paywall.getByRole('link', { name: '充值金币' })).toHaveCount(0);
      await paywall.getByRole('button', { name: /^购买课程 ¥/ }).click();

      const order = page.getByRole('region', { name: '确认订单' });
      await expect(order.getByText('通过 Apple 账户付款', { exact: false })).toBeVisible();
      await expect(order.getByText('微信支付')).toHaveCount(0);
      await expect(order.getByRole('region', { name: '优惠券' })).toHaveCount(0);
      const buy = order.getByRole('button', { name: `立即购买 ${yuan(series)}` });
      // The Apple checkout is covered by axe-core here (the a11y spec runs in phone browsers, where it never shows).
      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-label="确认订单"]')
        .analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
      await buyThroughAppleOnceIn(page, native, {
        buy,
        consent: order.getByRole('checkbox', { name: '我已阅读并同意' }),
        agreementMessage: '请先阅读并同意《用户协议》',
      });
      expect(
        phone.bridgeLog
          .calls('iapPurchase')
          .map((c) => (c.params as { productId: string }).productId),
      ).toEqual([
        `com.sim.taxapp.course.tier${series.priceCents}`,
        `com.sim.taxapp.course.tier${series.priceCents}`,
      ]);
      await page.getByRole('link', { name: '去学习' }).click();
      await expect(page).toHaveURL(new RegExp(`/app/live/series/detail/${series.id}$`));
      await page.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1).click();
      await expect(page.getByRole('region', { name: '购买课程' })).toHaveCount(0);
      await expect(page.getByText('已购', { exact: true })).toBeVisible();
    });
  });

  test.describe('a single course', () => {
    test.use({ account: 'new' });

    test('Apple charged but the receipt never reached the server: 恢复购买 unlocks the course, once', async ({
      page,
      phone,
      mockApi,
    }) => {
      const toast = new Toast(page);
      const single = await lockedSingle(await mockApi.signIn(phone.account!));
      await page.goto(`/app/v2/live/detail/${single.id}`);
      await page
        .getByRole('region', { name: '购买课程' })
        .getByRole('button', { name: /^购买课程 ¥/ })
        .click();
      const order = page.getByRole('region', { name: '确认订单' });
      await order.getByRole('checkbox', { name: '我已阅读并同意' }).check();
      await mockApi.fail({
        body: { pattern: '/iap/verify', times: 1, status: 503, msg: '服务暂不可用' },
      });
      await order.getByRole('button', { name: `立即购买 ${yuan(single)}` }).click();
      await toast.expectShown('服务暂不可用');
      await order.getByRole('button', { name: '恢复购买' }).click();
      await toast.expectShown('已恢复1笔购买');
      // The course loads again, bought: the player instead of the paywall and the purchase flow.
      await expect(page.getByRole('region', { name: '确认订单' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: '购买课程' })).toHaveCount(0);
      await expect(page.getByText('已购', { exact: true })).toBeVisible();
    });
  });
});
