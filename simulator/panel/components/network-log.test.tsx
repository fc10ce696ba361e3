import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NetworkLogEntry } from '../../host-contract';
import { NetworkLog } from './network-log';

const entry: NetworkLogEntry = {
  seq: 1,
  at: Date.UTC(2026, 0, 2, 3, 4, 5),
  method: 'POST',
  url: 'http://127.0.0.1:4800/api-mock/qa/ask',
  requestHeaders: { 'content-type': 'application/json', token: 'tok-1' },
  requestBody: '{"title":"个税汇算"}',
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: '{"success":true,"code":200,"msg":"成功","data":{"id":9}}',
  failure: null,
  durationMs: 21,
};

describe('the network log', () => {
  it("saves the phone's requests as a HAR file named after the phone", async () => {
    const save = vi.fn();
    render(<NetworkLog entries={[entry]} copy={vi.fn()} phoneName="iPhone 15 · App" save={save} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '保存为 HAR' }));
    expect(save).toHaveBeenCalledOnce();
    const [fileName, text] = save.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^iPhone-15-App-\d{8}-\d{6}\.har$/);
    const har = JSON.parse(text);
    expect(har.log).toMatchObject({ version: '1.2', comment: 'iPhone 15 · App' });
    expect(har.log.entries).toHaveLength(1);
    expect(har.log.entries[0].request.postData.text).toBe('{"title":"个税汇算"}');
    expect(har.log.entries[0].response.content.text).toBe(entry.responseBody);
  });

  it('offers no file while the phone has made no request', () => {
    render(<NetworkLog entries={[]} copy={vi.fn()} phoneName="Pixel 8" />);
    expect(screen.getByText('还没有请求。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '保存为 HAR' })).toBeNull();
  });
});
