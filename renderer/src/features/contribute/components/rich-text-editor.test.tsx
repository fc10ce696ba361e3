// @vitest-environment jsdom
// DOMPurify needs jsdom (happy-dom drops nodes under it), as in lib/html/sanitize.test.ts.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { memoryPendingImages } from '../lib/pending-images';
import { RichTextEditor } from './rich-text-editor';

function setup(value = '<p>已有内容</p>') {
  const onChange = vi.fn<(html: string) => void>();
  const view = render(<RichTextEditor value={value} onChange={onChange} sanitize={sanitizeHtml} />);
  return { onChange, body: screen.getByRole('textbox', { name: '正文' }), view };
}

describe('RichTextEditor', () => {
  it('shows the value it is given and names its toolbar buttons', () => {
    const { body } = setup();
    expect(body.innerHTML).toBe('<p>已有内容</p>');
    for (const name of [
      '小标题',
      '加粗',
      '无序列表',
      '有序列表',
      '引用',
      '撤销',
      '重做',
      '插入图片',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('emits nothing while an IME composes, then the committed text once', () => {
    const { body, onChange } = setup('');
    fireEvent.compositionStart(body);
    body.innerHTML = '<p>shui</p>';
    fireEvent.input(body);
    body.innerHTML = '<p>税务</p>';
    fireEvent.input(body);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(body);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('<p>税务</p>');
  });

  it('emits the body sanitised: scripts and event handlers never reach the draft', () => {
    const { body, onChange } = setup('');
    body.innerHTML =
      '<p onclick="alert(1)">正文</p><img src="x" onerror="alert(2)"><script>alert(3)</script>';
    fireEvent.input(body);
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toContain('正文');
    expect(html).not.toMatch(/onclick|onerror|<script/);
  });

  it('keeps what the writer typed when the parent hands back the emitted value (no caret reset)', () => {
    const { body, onChange, view } = setup('');
    body.innerHTML = '<p>正在写</p>';
    fireEvent.input(body);
    const emitted = onChange.mock.lastCall?.[0] ?? '';
    const typedNode = body.firstChild;
    view.rerender(<RichTextEditor value={emitted} onChange={onChange} sanitize={sanitizeHtml} />);
    expect(body.firstChild).toBe(typedNode);
    view.rerender(
      <RichTextEditor value="<p>恢复的内容</p>" onChange={onChange} sanitize={sanitizeHtml} />,
    );
    expect(body.innerHTML).toBe('<p>恢复的内容</p>');
  });

  it('never emits a picture still uploading: its place is kept as a mark, without the local preview', () => {
    const { body, onChange } = setup('');
    body.innerHTML =
      '<p>正文</p><p><img src="blob:http://x/1" data-upload="img1" class="rte__pending" alt=""></p><p><img src="/media/uploads/1.png" alt=""></p>';
    fireEvent.input(body);
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toContain('/media/uploads/1.png');
    expect(html).not.toMatch(/blob:|data-upload/);
    expect(html).toMatch(
      /^<p>正文<\/p><p><img (alt="" data-pending-image="img1"|data-pending-image="img1" alt="")><\/p><p><img/,
    );
  });

  it('after a reload puts a kept picture back at its mark, not at the end, and drops a mark with no picture left', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => 'blob:http://x/kept',
        revokeObjectURL: () => undefined,
      }),
    );
    const store = memoryPendingImages();
    await store.put({
      key: 'img1',
      draft: 'd1',
      name: 'chart.png',
      file: new File(['x'], 'chart.png', { type: 'image/png' }),
      at: 1,
    });
    const onChange = vi.fn<(html: string) => void>();
    render(
      <RichTextEditor
        value={
          '<p>第一段</p><p><img data-pending-image="img1" alt=""></p><p>第二段</p><p><img data-pending-image="gone" alt=""></p>'
        }
        onChange={onChange}
        sanitize={sanitizeHtml}
        pendingStore={store}
        draftKey="d1"
      />,
    );
    const body = screen.getByRole('textbox', { name: '正文' });
    await waitFor(() => expect(body.querySelector('img[data-upload="img1"]')).not.toBeNull());
    await waitFor(() => expect(body.querySelector('[data-pending-image]')).toBeNull());
    expect(
      [...body.children].map((c) =>
        c.querySelector('img')
          ? `img:${c.querySelector('img')?.getAttribute('src')}`
          : c.textContent,
      ),
    ).toEqual(['第一段', 'img:blob:http://x/kept', '第二段']);
    // The draft keeps the picture's mark and loses the one without a picture.
    expect(onChange.mock.lastCall?.[0]).toMatch(
      /^<p>第一段<\/p><p><img [^>]*data-pending-image="img1"[^>]*><\/p><p>第二段<\/p>$/,
    );
    vi.unstubAllGlobals();
  });
});
