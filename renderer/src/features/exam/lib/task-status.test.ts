import { describe, expect, it } from 'vitest';
import { taskButton, taskPath } from './task-status';

describe('taskButton', () => {
  it('maps the server status to 去完成 / 领取 / 已领取', () => {
    expect(taskButton(0)).toEqual({ text: '去完成', kind: 'go' });
    expect(taskButton(1)).toEqual({ text: '领取', kind: 'claim' });
    expect(taskButton(2)).toEqual({ text: '已领取', kind: 'done' });
  });
});

describe('where 去完成 goes', () => {
  it('opens the poster and link for sharing and inviting, the exam for answering', () => {
    expect(taskPath('share')).toBe('/exam/invite');
    expect(taskPath('invite')).toBe('/exam/invite');
    expect(taskPath('answer')).toBe('/exam');
    expect(taskPath('full_score')).toBe('/exam');
  });
});
