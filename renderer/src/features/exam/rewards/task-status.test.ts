import { describe, expect, it } from 'vitest';
import { taskButton } from './task-status';

describe('taskButton', () => {
  it('maps the server status to 去完成 / 领取 / 已领取', () => {
    expect(taskButton(0)).toEqual({ text: '去完成', kind: 'go' });
    expect(taskButton(1)).toEqual({ text: '领取', kind: 'claim' });
    expect(taskButton(2)).toEqual({ text: '已领取', kind: 'done' });
  });
});
