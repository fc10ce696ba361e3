import { useRef } from 'react';
import type { PanelHost, PhoneSummary } from '../../host-contract';
import type { PickedFile, ShellPrompt } from '../../host-contract/shell';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';
import './system-prompt.css';

/** Who asks: the app in its web view, the site in the phone's browser. */
function asker(phone: PhoneSummary, prompt: ShellPrompt): string {
  if (phone.mode === 'app') return '“税务通”';
  return prompt.kind === 'geolocation' ? `“${new URL(prompt.origin).host}”` : '此网页';
}

/** A desktop file's bytes in base64, as the picker answer carries them. */
async function readPicked(file: File): Promise<PickedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, mimeType: file.type, base64: btoa(binary) };
}

/**
 * The phone's system prompt over its screen, answered by QA's click: the location prompt, the
 * paste prompt, and the photo or file picker (the bundled sample photo, or a file of this desktop).
 */
export function SystemPrompt({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  const { busy, message, run } = useAction();
  const desktopFile = useRef<HTMLInputElement>(null);
  const prompt = phone.system?.prompt;
  if (!prompt || phone.closed) return null;
  const answer = (value: Parameters<PanelHost['shell']>[1] & { action: 'answerPrompt' }) =>
    void run(() => host.shell(phone.id, value));
  const who = asker(phone, prompt);
  if (prompt.kind === 'file') {
    const label = prompt.capture ? '拍照或选择照片' : '选择文件';
    return (
      <div className="sheet-backdrop">
        <div className="native-sheet" role="dialog" aria-label={label}>
          <h2>{label}</h2>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => answer({ action: 'answerPrompt', answer: { files: 'sample' } })}
          >
            {prompt.capture ? '拍照（示例照片）' : '示例照片'}
          </button>
          <button type="button" disabled={busy} onClick={() => desktopFile.current?.click()}>
            从电脑选择文件…
          </button>
          <input
            ref={desktopFile}
            type="file"
            hidden
            aria-label="电脑上的文件"
            accept={prompt.accept || undefined}
            multiple={prompt.multiple}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length === 0) return;
              void run(async () =>
                host.shell(phone.id, {
                  action: 'answerPrompt',
                  answer: { files: await Promise.all(files.map(readPicked)) },
                }),
              );
            }}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => answer({ action: 'answerPrompt', answer: { files: null } })}
          >
            取消
          </button>
          <ActionMessage message={message} />
        </div>
      </div>
    );
  }
  const [title, allow, deny] =
    prompt.kind === 'geolocation'
      ? [`允许${who}使用您的位置？`, '允许', '不允许']
      : [`${who}想粘贴来自其他 App 的内容`, '允许粘贴', '不允许粘贴'];
  return (
    <div className="sheet-backdrop system-prompt-backdrop">
      <div className="native-sheet system-prompt" role="alertdialog" aria-label={title}>
        <h2>{title}</h2>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => answer({ action: 'answerPrompt', answer: { allow: true } })}
        >
          {allow}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => answer({ action: 'answerPrompt', answer: { allow: false } })}
        >
          {deny}
        </button>
        <ActionMessage message={message} />
      </div>
    </div>
  );
}
