import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { ImageUploadList } from '../components/image-upload-list';
import { memoryPendingImages } from '../lib/pending-images';
import { INTERRUPTED, useImageUploads } from './use-image-uploads';

const api = vi.hoisted(() => ({ uploadBodyImage: vi.fn() }));
vi.mock('../api/upload-api', () => api);

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('useImageUploads', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reports each image’s progress and hands over its address when done', async () => {
    let progress: (share: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    api.uploadBodyImage.mockImplementation((_f: File, onProgress: (s: number) => void) => {
      progress = onProgress;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const onDone = vi.fn();
    const { result } = renderHook(() => useImageUploads({ onDone }));
    act(() => result.current.start('a', file('图1.png')));
    expect(result.current.items).toEqual([{ key: 'a', name: '图1.png', share: 0, failed: null }]);
    act(() => progress(0.45));
    expect(result.current.items[0]?.share).toBe(0.45);
    await act(async () => finish('/media/uploads/1.png'));
    expect(onDone).toHaveBeenCalledWith('a', '/media/uploads/1.png');
    expect(result.current.items).toEqual([]);
  });

  it('keeps a failed image with the server’s reason until it is retried, and sends the same file again', async () => {
    api.uploadBodyImage
      .mockRejectedValueOnce(new ApiError('图片不能超过5MB', { status: 400 }))
      .mockRejectedValueOnce(new ApiError('x', { kind: 'network' }))
      .mockResolvedValueOnce('/media/uploads/2.png');
    const onDone = vi.fn();
    const { result } = renderHook(() => useImageUploads({ onDone }));
    const picked = file('图2.png');
    await act(async () => result.current.start('b', picked));
    expect(result.current.items[0]?.failed).toBe('图片不能超过5MB');
    await act(async () => result.current.retry('b'));
    expect(result.current.items[0]?.failed).toBe('x');
    await act(async () => result.current.retry('b'));
    expect(api.uploadBodyImage).toHaveBeenCalledTimes(3);
    expect(api.uploadBodyImage.mock.calls.every(([f]) => f === picked)).toBe(true);
    expect(onDone).toHaveBeenCalledWith('b', '/media/uploads/2.png');
  });
});

describe('ImageUploadList', () => {
  it('names each progress bar and the retry and remove of a failed image', async () => {
    const onRetry = vi.fn();
    const onRemove = vi.fn();
    render(
      <ImageUploadList
        items={[
          { key: 'a', name: '图1.png', share: 0.3, failed: null },
          { key: 'b', name: '图2.png', share: 0, failed: '网络异常' },
        ]}
        onRetry={onRetry}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('progressbar', { name: '图1.png 上传进度' })).toHaveAttribute(
      'value',
      '30',
    );
    expect(screen.getByText('上传中 30%')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('上传失败：网络异常');
    await userEvent.click(screen.getByRole('button', { name: '重试上传 图2.png' }));
    await userEvent.click(screen.getByRole('button', { name: '移除 图2.png' }));
    expect(onRetry).toHaveBeenCalledWith('b');
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});

describe('useImageUploads with a kept store', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps a failed image’s file under its draft, brings it back after a reload with 重试, and drops it once uploaded', async () => {
    const store = memoryPendingImages();
    api.uploadBodyImage.mockRejectedValueOnce(new ApiError('x', { kind: 'network' }));
    const first = renderHook(() =>
      useImageUploads({ onDone: vi.fn(), store, draft: 'work-draft:contribute:1:new' }),
    );
    const picked = file('图3.png');
    await act(async () => first.result.current.start('c', picked));
    expect(first.result.current.items[0]?.failed).toBe('x');
    first.unmount();
    expect((await store.list('work-draft:contribute:1:new')).map((i) => i.key)).toEqual(['c']);

    // The reopened page: the image is back, waiting for 重试, and the retry sends the same bytes.
    api.uploadBodyImage.mockResolvedValueOnce('/media/uploads/3.png');
    const onRestored = vi.fn();
    const onDone = vi.fn();
    const again = renderHook(() =>
      useImageUploads({ onDone, store, draft: 'work-draft:contribute:1:new', onRestored }),
    );
    await act(async () => undefined);
    expect(again.result.current.items).toEqual([
      { key: 'c', name: '图3.png', share: 0, failed: INTERRUPTED },
    ]);
    expect(onRestored).toHaveBeenCalledWith('c', picked);
    await act(async () => again.result.current.retry('c'));
    expect(api.uploadBodyImage).toHaveBeenLastCalledWith(picked, expect.any(Function));
    expect(onDone).toHaveBeenCalledWith('c', '/media/uploads/3.png');
    expect(await store.list('work-draft:contribute:1:new')).toEqual([]);
  });

  it('drops a removed image and follows the work to its new draft key once the server gives it an id', async () => {
    const store = memoryPendingImages();
    api.uploadBodyImage.mockRejectedValue(new ApiError('x', { kind: 'network' }));
    const { result, rerender } = renderHook(
      ({ draft }) => useImageUploads({ onDone: vi.fn(), store, draft }),
      { initialProps: { draft: 'k:new' } },
    );
    await act(async () => result.current.start('d', file('图4.png')));
    await act(async () => result.current.start('e', file('图5.png')));
    rerender({ draft: 'k:7' });
    await act(async () => undefined);
    expect(await store.list('k:new')).toEqual([]);
    expect((await store.list('k:7')).map((i) => i.key)).toEqual(['d', 'e']);
    act(() => result.current.remove('d'));
    await act(async () => undefined);
    expect((await store.list('k:7')).map((i) => i.key)).toEqual(['e']);
  });
});
