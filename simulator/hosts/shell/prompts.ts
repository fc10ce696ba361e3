/**
 * The phone's system prompts, one at a time as a phone shows them: the location prompt, the paste
 * prompt and the file or camera picker. Each waits for QA's answer (the panel draws it in the
 * frame) or a script's ({@link SystemPrompts.answer}); a second one waits behind the first.
 */
import type { PromptAnswer, ShellPrompt } from '../../host-contract/shell';
import { waitForEntry, type WaitOptions } from '../../bridge/wait-for-entry';

type Pending = { prompt: ShellPrompt; resolve: (answer: PromptAnswer) => void };

export class SystemPrompts {
  private pending: Pending | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(prompt: ShellPrompt | null) => void>();

  /** The prompt on screen now, or null. */
  current(): ShellPrompt | null {
    return this.pending?.prompt ?? null;
  }

  /** Shows `prompt` (after any prompt already up) and resolves with QA's answer. */
  ask(prompt: ShellPrompt): Promise<PromptAnswer> {
    const answered = this.queue.then(
      () =>
        new Promise<PromptAnswer>((resolve) => {
          this.pending = { prompt, resolve };
          this.changed();
        }),
    );
    this.queue = answered.catch(() => undefined);
    return answered;
  }

  /**
   * Answers the prompt on screen.
   * @throws Error 没有待回答的系统提示 / an answer of the wrong kind.
   */
  answer(answer: PromptAnswer): void {
    const pending = this.pending;
    if (!pending) throw new Error('没有待回答的系统提示');
    const wantsFiles = pending.prompt.kind === 'file';
    if (wantsFiles !== 'files' in answer)
      throw new Error(wantsFiles ? '请选择文件或取消' : '请回答允许或不允许');
    this.pending = null;
    pending.resolve(answer);
    this.changed();
  }

  /** The prompt of `kind` on screen now, or the next one to show. */
  waitFor(kind?: ShellPrompt['kind'], options?: WaitOptions): Promise<ShellPrompt> {
    const source = {
      entries: () => {
        const current = this.current();
        return current ? [current] : [];
      },
      subscribe: (listener: (prompt: ShellPrompt) => void) =>
        this.onChange((prompt) => {
          if (prompt) listener(prompt);
        }),
    };
    return waitForEntry(
      source,
      (prompt) => kind === undefined || prompt.kind === kind,
      `系统提示 ${kind ?? ''}`,
      options,
    );
  }

  /** Returns the unsubscribe function. */
  onChange(listener: (prompt: ShellPrompt | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Answers what is up as refused (the phone closes): nothing waits forever. */
  dismiss(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    pending.resolve(pending.prompt.kind === 'file' ? { files: null } : { allow: false });
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener(this.current());
  }
}
