// @vitest-environment jsdom
// happy-dom drops nodes under DOMPurify: pages that sanitise HTML are tested in jsdom.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@/lib/http';
import { AgreementPage } from './agreement-page';
import { ComplainPage } from './complain-page';

const common = vi.hoisted(() => ({
  fetchStaticHtml: vi.fn(),
  submitComplaint: vi.fn(),
  uploadImages: vi.fn(),
}));
vi.mock('@/lib/api/common', () => common);
const toast = vi.hoisted(() => ({ showToast: vi.fn(), showSuccess: vi.fn() }));
vi.mock('@/lib/toast', () => toast);

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/home', element: <div>首页</div> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  for (const f of [...Object.values(common), ...Object.values(toast)]) f.mockReset();
});

describe('agreement', () => {
  it('shows the document of /static/html/agreement, without scripts', async () => {
    common.fetchStaticHtml.mockResolvedValue({
      id: 'agreement',
      title: '税务通用户服务协议',
      version: 'V3.2',
      updatedAt: 0,
      content:
        '<h2>税务通用户服务协议</h2><h3>一、协议的范围</h3><p>条款正文</p><script>window.x=1</script>',
    });
    const { container } = await act(async () => renderAt('/agreement', <AgreementPage />));
    expect(common.fetchStaticHtml).toHaveBeenCalledWith('agreement');
    expect(await screen.findByRole('heading', { name: '一、协议的范围' })).toBeInTheDocument();
    expect(container.querySelector('.legal-doc script')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    common.fetchStaticHtml.mockRejectedValueOnce(
      new ApiError('网络异常，请检查网络后重试', { kind: 'network' }),
    );
    await act(async () => renderAt('/agreement', <AgreementPage />));
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    common.fetchStaticHtml.mockResolvedValue({
      id: 'agreement',
      title: 't',
      version: 'v',
      updatedAt: 0,
      content: '<p>协议正文</p>',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('协议正文')).toBeInTheDocument();
  });
});

describe('complain', () => {
  it('shows the length rule for short text and sends nothing', async () => {
    await act(async () => renderAt('/complain', <ComplainPage />));
    fireEvent.change(screen.getByPlaceholderText(/请详细描述/), { target: { value: '太卡了' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(screen.getByRole('alert')).toHaveTextContent('内容须为10-500个字');
    expect(common.submitComplaint).not.toHaveBeenCalled();
  });

  it('rejects a contact that is neither mobile nor e-mail', async () => {
    await act(async () => renderAt('/complain', <ComplainPage />));
    fireEvent.change(screen.getByPlaceholderText(/请详细描述/), {
      target: { value: '课程视频在安卓手机上经常卡顿。' },
    });
    fireEvent.change(screen.getByPlaceholderText(/手机号或邮箱/), { target: { value: 'abc' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(screen.getByRole('alert')).toHaveTextContent('联系方式须为手机号或邮箱');
  });

  it('posts a valid complaint, toasts success and leaves the page', async () => {
    common.submitComplaint.mockResolvedValue({ id: 1, createdAt: 0 });
    await act(async () => renderAt('/complain', <ComplainPage />));
    fireEvent.click(screen.getByText('投诉'));
    fireEvent.change(screen.getByPlaceholderText(/请详细描述/), {
      target: { value: '课程视频在安卓手机上经常卡顿。' },
    });
    fireEvent.change(screen.getByPlaceholderText(/手机号或邮箱/), {
      target: { value: ' 13912345678 ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(common.submitComplaint).toHaveBeenCalledWith({
      type: 'complaint',
      content: '课程视频在安卓手机上经常卡顿。',
      contact: '13912345678',
      images: [],
      clientKey: expect.stringMatching(/^complaint-[0-9a-f]{24}$/),
    });
    expect(toast.showSuccess).toHaveBeenCalledWith('提交成功，感谢您的反馈');
    expect(await screen.findByText('首页')).toBeInTheDocument();
  });
});
