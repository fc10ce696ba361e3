import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { uploadImages } from '@/lib/api/common';
import { showToast } from '@/lib/toast';
import { compressImage } from '../lib/compress-image';
import { imageProblem, plainTextToHtml } from '../lib/rich-text';
import './rich-text-editor.css';

type Props = {
  /** Sanitised HTML. A value different from the last one this editor emitted replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** The app's sanitiser: everything the editor emits goes through it. */
  sanitize: (html: string) => string;
  invalid?: boolean;
  describedBy?: string;
};

type Command = { label: string; text: string; run: () => void };

const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

/** The block around the caret (to toggle a heading or quote off again). */
function currentBlock(root: HTMLElement): string {
  let node: Node | null = window.getSelection()?.anchorNode ?? null;
  while (node && node !== root) {
    if (node instanceof HTMLElement && /^(H2|H3|BLOCKQUOTE|P|LI)$/.test(node.tagName)) return node.tagName;
    node = node.parentNode;
  }
  return '';
}

/**
 * The article body: a small contentEditable editor for phones (paragraphs, headings, bold, lists,
 * quotes, images, undo and redo). Chinese input methods compose text in place; the editor emits
 * nothing until a composition ends, so a half-composed pinyin never reaches the draft and no
 * re-render moves the caret under the IME. Pasting keeps only the text, as paragraphs.
 */
export function RichTextEditor({ value, onChange, sanitize, invalid, describedBy }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const composing = useRef(false);
  const savedRange = useRef<Range | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el || value === emitted.current) return;
    el.innerHTML = value;
    emitted.current = value;
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el || composing.current) return;
    const html = sanitize(el.innerHTML);
    emitted.current = html;
    onChange(html);
  };

  const focusEditor = () => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    const range = savedRange.current;
    if (range && el.contains(range.startContainer)) {
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
    }
  };

  const rememberSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode)) savedRange.current = sel.getRangeAt(0).cloneRange();
  };

  const block = (tag: 'H2' | 'BLOCKQUOTE') => () => {
    const el = ref.current;
    exec('formatBlock', el && currentBlock(el) === tag ? '<p>' : `<${tag.toLowerCase()}>`);
  };

  const commands: Command[] = [
    { label: '小标题', text: 'H', run: block('H2') },
    { label: '加粗', text: 'B', run: () => exec('bold') },
    { label: '无序列表', text: '•', run: () => exec('insertUnorderedList') },
    { label: '有序列表', text: '1.', run: () => exec('insertOrderedList') },
    { label: '引用', text: '❝', run: block('BLOCKQUOTE') },
    { label: '撤销', text: '↶', run: () => exec('undo') },
    { label: '重做', text: '↷', run: () => exec('redo') },
  ];

  const runCommand = (c: Command) => {
    focusEditor();
    // New lines become <p>, not <div>, whatever the browser's default.
    exec('defaultParagraphSeparator', 'p');
    c.run();
    emit();
  };

  const insertImages = async (files: File[]) => {
    for (const picked of files) {
      const file = await compressImage(picked);
      const problem = imageProblem(file);
      if (problem) {
        showToast(problem);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const url = (await uploadImages([file])).urls[0];
        if (!url) throw new Error('no url');
        focusEditor();
        exec('insertHTML', `<p><img src="${url.replace(/"/g, '&quot;')}" alt=""></p><p><br></p>`);
        rememberSelection();
        emit();
      } catch {
        showToast('图片上传失败，请重试');
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const images = Array.from(e.clipboardData.files).filter((f) => f.type.startsWith('image/'));
    if (images.length > 0) {
      void insertImages(images);
      return;
    }
    // Pasted markup carries styles, scripts and layout from elsewhere: keep the words, as paragraphs.
    const html = plainTextToHtml(e.clipboardData.getData('text/plain'));
    if (html) exec('insertHTML', html);
    emit();
  };

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label="正文格式">
        {commands.map((c) => (
          <button
            key={c.label}
            type="button"
            className="rte__button"
            title={c.label}
            // Keeps the caret (and the phone's keyboard) in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => runCommand(c)}
          >
            {/* The symbol is what shows; the name is what a screen reader says (no mismatched aria-label). */}
            <span aria-hidden="true">{c.text}</span>
            <span className="rte__sr">{c.label}</span>
          </button>
        ))}
        <button type="button" className="rte__button rte__button--wide" onMouseDown={(e) => e.preventDefault()} onClick={() => { rememberSelection(); fileInput.current?.click(); }}>
          插入图片
        </button>
        <input
          ref={fileInput}
          className="rte__file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          aria-label="选择正文图片"
          tabIndex={-1}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void insertImages(files);
          }}
        />
      </div>
      {uploading > 0 ? (
        <p className="rte__status" role="status">
          图片上传中（{uploading}张）…
        </p>
      ) : null}
      <div
        ref={ref}
        className="rte__body article-body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-placeholder="从这里开始写正文（至少20个字）"
        onInput={emit}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          emit();
        }}
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        onBlur={rememberSelection}
        onPaste={onPaste}
      />
    </div>
  );
}
