import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { ImageUploadList } from '../components/image-upload-list';
import { useImageUploads } from './use-image-uploads';

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
    api.uploadBodyImage.mockRejectedValueOnce(new ApiError('图片不能超过5MB', { status: 400 })).mockRejectedValueOnce(new ApiError('x', { kind: 'network' })).mockResolvedValueOnce('/media/uploads/2.png');
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
    expect(screen.getByRole('progressbar', { name: '图1.png 上传进度' })).toHaveAttribute('value', '30');
    expect(screen.getByText('上传中 30%')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('上传失败：网络异常');
    await userEvent.click(screen.getByRole('button', { name: '重试上传 图2.png' }));
    await userEvent.click(screen.getByRole('button', { name: '移除 图2.png' }));
    expect(onRetry).toHaveBeenCalledWith('b');
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});
