import { describe, expect, it } from 'vitest';
import { SystemPrompts } from './prompts';

describe('SystemPrompts', () => {
  it('shows one prompt at a time, the next after the first is answered', async () => {
    const prompts = new SystemPrompts();
    const first = prompts.ask({ kind: 'paste' });
    const second = prompts.ask({ kind: 'geolocation', origin: 'http://x' });
    expect(await prompts.waitFor('paste')).toEqual({ kind: 'paste' });
    prompts.answer({ allow: true });
    expect(await first).toEqual({ allow: true });
    expect(await prompts.waitFor('geolocation')).toMatchObject({ kind: 'geolocation' });
    prompts.answer({ allow: false });
    expect(await second).toEqual({ allow: false });
    expect(prompts.current()).toBeNull();
  });

  it('refuses an answer with nothing up or of the wrong kind, and dismisses what is left', async () => {
    const prompts = new SystemPrompts();
    expect(() => prompts.answer({ allow: true })).toThrow('没有待回答的系统提示');
    const picked = prompts.ask({ kind: 'file', accept: '', multiple: false, capture: false });
    await prompts.waitFor('file');
    expect(() => prompts.answer({ allow: true })).toThrow('请选择文件或取消');
    prompts.dismiss();
    expect(await picked).toEqual({ files: null });
  });
});
