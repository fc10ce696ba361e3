import { describe, expect, it } from 'vitest';
import { actionsFor } from './work-actions';

describe('actionsFor', () => {
  it.each([
    [0, ['edit', 'delete']],
    [1, ['withdraw']],
    [2, ['offline']],
    [3, ['reason', 'edit', 'delete']],
    [4, ['edit', 'delete']],
    [9, []],
  ])('status %i allows %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});
