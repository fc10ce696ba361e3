import { useEffect, useRef, type ClipboardEvent } from 'react';
import { showToast } from '@/lib/toast';
import { useImageUploads } from '../hooks/use-image-uploads';
import { compressImage } from '../lib/compress-image';
import type { PendingImageStore } from '../lib/pending-images';
import { markPendingImages, placePendingImages } from '../lib/pending-marks';
import { cleanPastedHtml, imageProblem, plainTextToHtml } from '../lib/rich-text';
import { ImageUploadList } from './image-upload-list';
import './rich-text-editor.css';

type Props = {
  /** Sanitised HTML. A value different from the last one this editor emitted replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** The app's sanitiser: everything the editor emits goes through it. */
  sanitize: (html: string) => string;
  invalid?: boolean;
  describedBy?: string;
  /** How many images are still uploading or failed (the page holds the submit until none are). */
  onPendingChange?: (pending: number) => void;
  /** Keeps images not uploaded yet across a reload, under this draft's key. */
  pendingStore?: PendingImageStore;
  draftKey?: string | null;
};

type Command = { label: string; text: string; run: () => void };

const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);
const attr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
let uploadSeq = 0;
/** Unique across reloads too: kept images from an earlier page keep their keys. */
const nextKey = (): string => `img${Date.now().toString(36)}-${++uploadSeq}`;

/** A picture's place in the body while it uploads: shown, but never part of the emitted HTML. */
const placeholder = (key: string, src: string): string =>
  `<p><img src="${attr(src)}" data-upload="${key}" class="rte__pending" alt=""></p>`;

/** Fetches a pasted image's bytes (a data: URL, or a web page's image that allows it). */
async function pastedFile(src: string, n: number): Promise<File | null> {
  try {
    const res = await fetch(src, { mode: 'cors', credentials: 'omit' });
    if (!res.ok) return null;
    const blob = await res.blob();
    const ext = blob.type.split('/')[1] ?? 'png';
    return new File([blob], `粘贴图片${n}.${ext}`, { type: blob.type });
  } catch {
    return null;
  }
}

/** The block around the caret (to toggle a heading or quote off again). */
function currentBlock(root: HTMLElement): string {
  let node: Node | null = window.getSelection()?.anchorNode ?? null;
  while (node && node !== root) {
    if (node instanceof HTMLElement && /^(H2|H3|BLOCKQUOTE|P|LI)$/.test(node.tagName))
      return node.tagName;
    node = node.parentNode;
  }
  return '';
}

/**
 * The article body: a small contentEditable editor for phones (paragraphs, headings, bold, lists,
 * quotes, images, undo and redo). Chinese input methods compose text in place; the editor emits
 * nothing until a composition ends, so a half-composed pinyin never reaches the draft and no
 * re-render moves the caret under the IME. Pasting keeps the words as paragraphs and the pictures:
 * each image (picked, pasted as a file, or inside pasted content) takes its place at once and
 * uploads with its own progress and 重试, then the uploaded address replaces it.
 */
export function RichTextEditor({
  value,
  onChange,
  sanitize,
  invalid,
  describedBy,
  onPendingChange,
  pendingStore,
  draftKey,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const composing = useRef(false);
  const savedRange = useRef<Range | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef(new Map<string, string>());

  /** The pictures kept on the phone are all known (marks without one can go). */
  const settled = useRef(false);

  const emit = () => {
    const el = ref.current;
    if (!el || composing.current) return;
    // A picture still uploading has only a local preview: the draft keeps its place as a mark
    // (never sent to the server), and gets the picture once it has an address.
    const copy = el.cloneNode(true) as HTMLElement;
    markPendingImages(copy);
    const html = sanitize(copy.innerHTML);
    emitted.current = html;
    onChange(html);
  };

  useEffect(() => {
    const el = ref.current;
    if (!el || value === emitted.current) return;
    el.innerHTML = value;
    emitted.current = value;
    // A restored draft: its pending pictures go back to their marks.
    if (placePendingImages(el, previews.current, settled.current)) emit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit reads the latest props through the closure of this render
  }, [value]);

  const pendingImage = (key: string) =>
    ref.current?.querySelector<HTMLImageElement>(`img[data-upload="${key}"]`) ?? null;
  const dropPreview = (key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  };
  const uploads = useImageUploads({
    onDone: (key, url) => {
      const img = pendingImage(key);
      dropPreview(key);
      // The writer deleted its place meanwhile: the picture is not wanted any more.
      if (!img) return;
      img.src = url;
      img.removeAttribute('data-upload');
      img.removeAttribute('class');
      emit();
    },
    store: pendingStore,
    draft: draftKey,
    // It comes back at its mark in the draft (at the end of the body if the draft has none).
    onRestored: (key, file) => {
      previews.current.set(key, URL.createObjectURL(file));
      if (ref.current) placePendingImages(ref.current, previews.current, false);
    },
    onRestoreDone: () => {
      settled.current = true;
      if (ref.current && placePendingImages(ref.current, previews.current, true)) emit();
    },
  });
  const pending = uploads.items.length;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);
  const removeUpload = (key: string) => {
    const img = pendingImage(key);
    const p = img?.parentElement;
    if (p && p !== ref.current && p.childNodes.length === 1) p.remove();
    else img?.remove();
    dropPreview(key);
    uploads.remove(key);
    emit();
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
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode))
      savedRange.current = sel.getRangeAt(0).cloneRange();
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
      const key = nextKey();
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      focusEditor();
      exec('insertHTML', `${placeholder(key, preview)}<p><br></p>`);
      rememberSelection();
      uploads.start(key, file);
    }
  };

  /** Rich content: its words as paragraphs, its images uploaded into their places (or reported). */
  const pasteRich = async (pasted: string) => {
    const { html, images } = cleanPastedHtml(pasted);
    const keys = images.map(() => nextKey());
    exec(
      'insertHTML',
      html.replace(/<img data-paste="(\d+)" alt="">/g, (_, i: string) =>
        placeholder(keys[Number(i)]!, images[Number(i)]!).replace(/^<p>|<\/p>$/g, ''),
      ),
    );
    rememberSelection();
    emit();
    let lost = 0;
    await Promise.all(
      images.map(async (src, i) => {
        const key = keys[i]!;
        const file = await pastedFile(src, i + 1);
        const problem = file ? imageProblem(file) : '无法获取';
        if (!file || problem) {
          lost += 1;
          pendingImage(key)?.remove();
          return;
        }
        uploads.start(key, file);
      }),
    );
    if (lost > 0) {
      showToast(`${lost}张图片无法从原网页转存，已略去：请保存到手机后用“插入图片”上传`);
      emit();
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const images = Array.from(e.clipboardData.files).filter((f) => f.type.startsWith('image/'));
    if (images.length > 0) {
      void insertImages(images);
      return;
    }
    const rich = e.clipboardData.getData('text/html');
    if (rich && /<img\b/i.test(rich)) {
      void pasteRich(rich);
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
        <button
          type="button"
          className="rte__button rte__button--wide"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            rememberSelection();
            fileInput.current?.click();
          }}
        >
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
      <ImageUploadList
        items={uploads.items}
        onRetry={(key) => void uploads.retry(key)}
        onRemove={removeUpload}
      />
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
        onInput={() => {
          // An IME may commit text without key events: the caret is remembered here too, so a
          // picture picked next goes where the writer stopped typing.
          rememberSelection();
          emit();
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          rememberSelection();
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
