import {
  chapterRecordAddEndpoint,
  liveInteractionAddEndpoint,
  livePlaybackPlayEndpoint,
  liveSeriesDetailV3Endpoint,
} from '../../renderer/src/contracts/api/live';
import { expect, test } from './support/fixtures';
import { buyAs, coursesSeenBy } from './support/live-courses';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';
import { signInPage } from './support/signed-in-page';

// 我的课程, 预约 and the live room's online count and comments (docs/product.md「课程与直播」).

test.describe('我的课程', () => {
  test('lists what was bought and what is under way, reached from 我的, the member centre and a course page', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    const [bought, started] = (await coursesSeenBy(user, { type: 2 })).filter(
      (c) => c.priceCents > 0,
    );
    if (!bought || !started) throw new Error('no paid series seeded');
    await buyAs(user, bought.id, 3);
    // Watching the free first chapter of another series up to 00:07, as the player reports it.
    const detail = await user.call(liveSeriesDetailV3Endpoint, { params: { id: started.id } });
    const chapterId = detail.chapters[0]?.id ?? 0;
    await user.call(livePlaybackPlayEndpoint, { params: { id: started.id }, body: { chapterId } });
    await user.call(chapterRecordAddEndpoint, {
      body: {
        seriesLiveId: started.id,
        chapterId,
        watchTime: 7,
        playedSeconds: 7,
        isComplete: false,
      },
    });

    // The library marks it 已购 in place of its price.
    await page.goto('/app/live/cloud');
    await page.getByRole('searchbox', { name: '搜索课程' }).fill(bought.title);
    await page.getByRole('searchbox', { name: '搜索课程' }).press('Enter');
    await expect(
      page.getByRole('link', { name: new RegExp(`${bought.title}.*已购`) }),
    ).toBeVisible();

    await page.goto('/app/mine');
    await page.getByRole('link', { name: '我的课程' }).click();
    await expect(page).toHaveURL(/\/app\/live\/mine$/);
    const watching = page.getByRole('list', { name: '在学课程' });
    await expect(
      watching.getByRole('link', {
        name: new RegExp(`${started.title}.*已学 0/${started.chapterCount} 节`),
      }),
    ).toBeVisible();
    await page.getByRole('tab', { name: '已购' }).click();
    await expect(
      page.getByRole('list', { name: '已购课程' }).getByRole('link', {
        name: new RegExp(`${bought.title}.*购买 · 已学 0/${bought.chapterCount} 节`),
      }),
    ).toBeVisible();
    await page.getByRole('tab', { name: '学习记录' }).click();
    await expect(
      page
        .getByRole('list', { name: '学习记录' })
        .getByRole('link', { name: new RegExp(`${started.title}.*学习到 00:07`) }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // On the course page: it resumes at 00:07, and the way back to 我的课程.
    await page
      .getByRole('list', { name: '学习记录' })
      .getByRole('link', { name: new RegExp(started.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/live/series/detail/${started.id}$`));
    await expect(page.getByText('上次看到 00:07')).toBeVisible();
    await page.getByRole('link', { name: '我的课程' }).click();
    await expect(page.getByRole('tab', { name: '在学', selected: true })).toBeVisible();

    await page.goto('/app/member/center');
    await page
      .getByRole('navigation', { name: '会员服务' })
      .getByRole('link', { name: '我的课程' })
      .click();
    await expect(page).toHaveURL(/\/app\/live\/mine$/);
  });

  test('asks a visitor to log in', async ({ page }) => {
    await page.goto('/app/live/mine');
    await expect(page.getByText('登录后查看已购课程与学习记录')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('直播间', () => {
  test('预约 an upcoming session: booked once, kept after a reload, listed, and cancelled', async ({
    page,
    mockApi,
  }, testInfo) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    // A seeded session (the lowest ids: live.spec schedules old replays again and starts them), one
    // of its own per platform: the other project books in parallel.
    const upcoming = (await coursesSeenBy(user, { type: 1, status: 0 }))
      .sort((a, b) => a.id - b.id)
      .at(testInfo.project.name.startsWith('ios') ? 0 : 1);
    if (!upcoming) throw new Error('no upcoming session seeded');
    await page.goto(`/app/live/detail/${upcoming.id}`);
    await expect(page.getByRole('timer')).toBeVisible();
    const book = page.getByRole('button', { name: '预约', exact: true });
    await expect(page.getByText(/^\d+ 人已预约$/)).toBeVisible();
    await expect(book).toHaveAttribute('aria-pressed', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    const count = async () =>
      Number((await page.getByText(/^\d+ 人已预约$/).textContent())?.split(' ')[0]);
    const before = await count();
    const booked = page.waitForResponse((r) => r.url().includes(`/live/subscribe/${upcoming.id}`));
    await book.click();
    expect((await booked).ok()).toBe(true);
    await new Toast(page).expectShown('预约成功，开播后即可观看');
    await expect(page.getByRole('button', { name: '已预约' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`${before + 1} 人已预约`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: '已预约' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/app/live/mine');
    await page.getByRole('tab', { name: '已预约' }).click();
    await expect(
      page
        .getByRole('list', { name: '已预约直播' })
        .getByRole('link', { name: new RegExp(`${upcoming.title}.*即将开始`) }),
    ).toBeVisible();
    await page
      .getByRole('list', { name: '已预约直播' })
      .getByRole('link', { name: new RegExp(upcoming.title) })
      .click();
    await page.getByRole('button', { name: '已预约' }).click();
    await new Toast(page).expectShown('已取消预约');
    await expect(page.getByRole('button', { name: '预约', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText(`${before} 人已预约`)).toBeVisible();
  });

  test('a live room counts its viewers and shows new comments without a reload', async ({
    page,
    mockApi,
  }, testInfo) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    // The seeded live session (live.spec starts and ends others).
    const live = (await coursesSeenBy(user, { type: 1, status: 1 })).sort((a, b) => a.id - b.id)[0];
    if (!live) throw new Error('no live session seeded');
    await page.goto(`/app/live/detail/${live.id}`);
    // This page is one of them (other tests may be watching too).
    await expect(page.getByText(/^\d+ 人在线$/)).toBeVisible();
    expect(
      Number((await page.getByText(/^\d+ 人在线$/).textContent())?.split(' ')[0]),
    ).toBeGreaterThanOrEqual(1);
    const comments = page.getByRole('list', { name: '互动留言' });
    const newestBefore =
      (await comments.getByRole('listitem').first().locator('p').textContent()) ?? '';

    // Someone else in the room asks a question.
    const text = `直播里的问题 ${testInfo.project.name} ${Date.now()}`;
    const someoneElse = await mockApi.newUser();
    await someoneElse.call(liveInteractionAddEndpoint, {
      params: { id: live.id },
      body: { content: text },
    });
    await expect(comments.getByText(text, { exact: true })).toBeVisible({ timeout: 12_000 });
    // On top of what was there (a test on the other platform may be posting to the same room).
    const shown = await comments.getByRole('listitem').locator('p').allTextContents();
    expect(shown.indexOf(text)).toBeLessThan(shown.indexOf(newestBefore));
  });
});
