import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JsonTree, parseJsonObject } from './json-tree';
import { LogDrawer } from './log-drawer';

describe('the log drawer', () => {
  it('is the tab’s panel, resizes from the keyboard within its bounds, and closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button" role="tab" id="tab-bridge" aria-selected>
          桥接日志
        </button>
        <LogDrawer
          id="tabpanel-bridge"
          labelledBy="tab-bridge"
          title="桥接日志 · iPhone 15"
          onClose={onClose}
        >
          <p>内容</p>
        </LogDrawer>
      </>,
    );
    const drawer = screen.getByRole('tabpanel', { name: '桥接日志' });
    const handle = within(drawer).getByRole('separator', { name: '调整日志高度' });
    const before = Number(handle.getAttribute('aria-valuenow'));
    handle.focus();
    await user.keyboard('{ArrowUp}');
    expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 40);
    expect(drawer.style.height).toBe(`${before + 40}px`);
    for (let i = 0; i < 40; i += 1) await user.keyboard('{ArrowDown}');
    expect(Number(handle.getAttribute('aria-valuenow'))).toBe(120);
    await user.click(within(drawer).getByRole('button', { name: '收起日志' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the JSON tree', () => {
  it('opens the top level, keeps nested objects closed until opened', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <JsonTree value={{ token: 'tok-1', user: { phone: '13800138000', tags: [1, 2] } }} />,
    );
    const [top, nested] = [...container.querySelectorAll('details')];
    expect(top?.open).toBe(true);
    expect(nested?.open).toBe(false);
    expect(screen.getByText('"tok-1"')).toBeVisible();
    await user.click(within(nested as HTMLElement).getAllByText(/13800138000/)[0] as HTMLElement);
    expect(nested?.open).toBe(true);
  });

  it('reads JSON objects and arrays from a body, and nothing else', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject(' [1]')).toEqual([1]);
    expect(parseJsonObject('"text"')).toBeNull();
    expect(parseJsonObject('{broken')).toBeNull();
    expect(parseJsonObject('<html>')).toBeNull();
  });

  it('draws nothing for a call without parameters', () => {
    const { container } = render(<JsonTree value={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
