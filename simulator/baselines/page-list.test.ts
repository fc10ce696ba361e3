import { describe, expect, it } from 'vitest';
import defaultPages from './default-pages.json' with { type: 'json' };
import { parsePageList } from './page-list';

describe('parsePageList', () => {
  it('reads names, paths and masks (masks default to none)', () => {
    const text = JSON.stringify([
      { name: 'home', path: '/app/home', masks: ['.clock', '[data-count]'] },
      { name: 'live-list', path: '/app/live/list' },
    ]);
    expect(parsePageList(text)).toEqual([
      { name: 'home', path: '/app/home', masks: ['.clock', '[data-count]'] },
      { name: 'live-list', path: '/app/live/list', masks: [] },
    ]);
  });

  it('refuses what is not JSON, not a list or empty, in Chinese naming the file', () => {
    expect(() => parsePageList('{', 'pages.json')).toThrow(/^pages\.json 不是合法的 JSON/);
    expect(() => parsePageList('{}', 'pages.json')).toThrow('pages.json 应是一个非空数组');
    expect(() => parsePageList('[]')).toThrow('页面列表 应是一个非空数组');
  });

  it('names the entry and the field that is wrong', () => {
    const one = (entry: unknown) => () => parsePageList(JSON.stringify([entry]), 'pages.json');
    expect(one('home')).toThrow('pages.json 第 1 项 应是对象');
    expect(one({ name: '首页', path: '/app/home' })).toThrow(
      'pages.json 第 1 项：name 只能用小写字母、数字和连字符（用作文件名），收到 "首页"',
    );
    expect(one({ name: '../x', path: '/app/home' })).toThrow('name 只能用小写字母');
    expect(one({ name: 'home', path: 'app/home' })).toThrow(
      'pages.json 第 1 项（home）：path 应以 / 开头，收到 "app/home"',
    );
    expect(one({ name: 'home', path: '/app/home', masks: '.clock' })).toThrow(
      'masks 应是 CSS 选择器的数组',
    );
    expect(one({ name: 'home', path: '/app/home', masks: [''] })).toThrow('masks 应是');
  });

  it('refuses a name used twice (the second would overwrite the first picture)', () => {
    const text = JSON.stringify([
      { name: 'home', path: '/app/home' },
      { name: 'home', path: '/app/mine' },
    ]);
    expect(() => parsePageList(text)).toThrow('页面列表 第 2 项：name「home」重复了');
  });

  it('the default list is valid, about ten app pages, none behind sign-in', () => {
    const pages = parsePageList(JSON.stringify(defaultPages));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.every((page) => page.path.startsWith('/app/'))).toBe(true);
  });
});
