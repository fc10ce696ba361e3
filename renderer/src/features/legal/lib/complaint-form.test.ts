import { describe, expect, it } from 'vitest';
import { uploadProblem, validateComplaint } from './complaint-form';

const ok = { content: '课程视频在安卓手机上经常卡顿，希望尽快优化。', contact: '', images: [] };

describe('validateComplaint', () => {
  it('accepts 10-500 characters without a contact', () => {
    expect(validateComplaint(ok)).toEqual({});
  });

  it('asks for content, then 10-500 characters', () => {
    expect(validateComplaint({ ...ok, content: '   ' }).content).toBe('请输入投诉或建议内容');
    expect(validateComplaint({ ...ok, content: '太卡了' }).content).toBe('内容须为10-500个字');
    expect(validateComplaint({ ...ok, content: '长'.repeat(501) }).content).toBe(
      '内容须为10-500个字',
    );
    expect(validateComplaint({ ...ok, content: '长'.repeat(500) }).content).toBeUndefined();
  });

  it('takes a mobile or an e-mail as contact, nothing else', () => {
    expect(validateComplaint({ ...ok, contact: '13912345678' })).toEqual({});
    expect(validateComplaint({ ...ok, contact: 'reader@example.com' })).toEqual({});
    expect(validateComplaint({ ...ok, contact: '12345' }).contact).toBe('联系方式须为手机号或邮箱');
    expect(validateComplaint({ ...ok, contact: '0755-12345678' }).contact).toBe(
      '联系方式须为手机号或邮箱',
    );
  });

  it('allows at most 3 images', () => {
    expect(validateComplaint({ ...ok, images: ['a', 'b', 'c', 'd'] }).images).toBe(
      '最多上传3张图片',
    );
  });
});

describe('uploadProblem', () => {
  it('accepts images up to 5MB and names what is wrong otherwise', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(uploadProblem({ type: 'application/pdf', size: 1000 })).toBe(
      '仅支持 png、jpg、gif、webp 图片',
    );
    expect(uploadProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('图片不能超过5MB');
  });
});
