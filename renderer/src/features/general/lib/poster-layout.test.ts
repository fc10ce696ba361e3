import { describe, expect, it } from 'vitest';
import { inviteUrlOf, posterCaption, wrapText } from './poster-layout';

/** Every character 10 units wide. */
const measure = (s: string): number => Array.from(s).length * 10;

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText('王伟 邀请您', 100, measure)).toEqual(['王伟 邀请您']);
  });

  it('breaks between characters and cuts the last allowed line with …', () => {
    expect(wrapText('一二三四五六七八九十', 50, measure, 3)).toEqual(['一二三四五', '六七八九十']);
    expect(wrapText('一二三四五六七八九十壹贰', 50, measure, 2)).toEqual([
      '一二三四五',
      '六七八九…',
    ]);
  });
});

describe('poster text', () => {
  it('links the QR code to the invitation page under /app', () => {
    expect(inviteUrlOf('https://m.example.cn', '/app', '/invite?code=T2FA1X')).toBe(
      'https://m.example.cn/app/invite?code=T2FA1X',
    );
  });

  it('names the reward and the code under the QR code', () => {
    expect(posterCaption({ inviteCode: 'T2FA1X', rewardPoints: 200 })).toEqual([
      '长按识别二维码，注册即得200积分',
      '邀请码：T2FA1X',
    ]);
  });
});
