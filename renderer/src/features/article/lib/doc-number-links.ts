import { parseDocNumber } from '@/lib/format';
import type { DocNumberMatch, DocNumberRef } from '@/contracts/api/article';
import { DOC_LINK_ATTR } from './doc-link-attr';

/**
 * Document numbers (文号) in an article's text become links to the article that publishes them.
 * The text is scanned for what looks like a number (with the words before it, since the issuer's
 * start cannot be told from the text alone), `parseDocNumber` checks it, the API says which
 * article carries it (matching the issuer at the end of those words), and only resolved ones
 * are linked.
 */

const CJK = '\\u4e00-\\u9fa5';
// Up to four runs of Chinese separated by single spaces: 财政部 税务总局 海关总署公告.
const ISSUER = `[${CJK}]{1,24}(?: [${CJK}]{1,24}){0,3}`;
const NUM = '[0-9零〇一二两三四五六七八九十百千]{1,7}';
const YEAR = '(?:[0-9]{4}|[零〇一二三四五六七八九]{4})';
const FORMS = [
  // 财税〔2019〕13号, 税总发[2019]第5号
  `${ISSUER} ?[〔\\[(（【［] ?${YEAR} ?[〕\\])）】］] ?第?${NUM}号`,
  // 国家税务总局公告2023年第1号 (第 required: 2024年3月… is a date, not a number)
  `${ISSUER} ?${YEAR}年第${NUM}号(?:公告)?`,
  // 国务院令第691号, 中华人民共和国主席令第四十一号, 国务院第588号令
  `${ISSUER}令第${NUM}号`,
  `${ISSUER}第${NUM}号令`,
];
const CANDIDATE = new RegExp(FORMS.map((f) => `(?:${f})`).join('|'), 'g');

/** Document numbers in plain text, each as found and parsed (text that parses as none is skipped). */
export function findDocNumbers(text: string): DocNumberRef[] {
  const refs: DocNumberRef[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const found = m[0];
    const parsed = parseDocNumber(found);
    if (parsed && parsed.seq > 0)
      refs.push({ text: found, issuer: parsed.issuer, year: parsed.year, seq: parsed.seq });
  }
  return refs;
}

/** Tags whose text is never linked (already a link, or not prose). */
const SKIP = new Set(['A', 'SCRIPT', 'STYLE', 'CODE', 'PRE']);

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let p = node.parentNode; p && p !== root; p = p.parentNode) {
        if (p instanceof Element && SKIP.has(p.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/** Distinct document numbers in a rendered body's text (outside links), in order of appearance. */
export function collectDocNumbers(root: Node): DocNumberRef[] {
  const seen = new Map<string, DocNumberRef>();
  for (const node of textNodes(root)) {
    for (const ref of findDocNumbers(node.data)) if (!seen.has(ref.text)) seen.set(ref.text, ref);
  }
  return [...seen.values()];
}

/**
 * Where the number starts in the text found: at its issuer as the matched article writes it
 * (根据财税〔2019〕13号 → 财税…). When the issuer is written differently, the whole text is linked.
 */
export function linkStart(found: string, docNumber: string): number {
  const issuer = parseDocNumber(docNumber)?.issuer ?? '';
  if (!issuer) return 0;
  const at = found.lastIndexOf(issuer);
  return at >= 0 ? at : 0;
}

/**
 * Turns every resolved document number in a rendered body into a link to its article (`hrefOf(id)`),
 * in place: only the text nodes holding one are split and `<a>` elements added, so the rest of the
 * body keeps its nodes and its layout (an article is long; building it again re-lays it out whole).
 */
export function linkDocNumbers(
  root: Node,
  matches: readonly DocNumberMatch[],
  hrefOf: (articleId: number) => string,
): void {
  const byText = new Map(matches.filter((m) => m.articleId !== null).map((m) => [m.text, m]));
  if (byText.size === 0) return;
  for (const node of textNodes(root)) {
    const refs = findDocNumbers(node.data).filter((r) => byText.has(r.text));
    if (refs.length === 0) continue;
    const parts = document.createDocumentFragment();
    let rest = node.data;
    for (const ref of refs) {
      const match = byText.get(ref.text);
      const at = rest.indexOf(ref.text);
      if (!match || match.articleId === null || match.docNumber === null || at < 0) continue;
      const start = at + linkStart(ref.text, match.docNumber);
      const end = at + ref.text.length;
      parts.append(rest.slice(0, start));
      const a = document.createElement('a');
      a.href = hrefOf(match.articleId);
      a.className = 'doc-number-link';
      a.setAttribute(DOC_LINK_ATTR, String(match.articleId));
      if (match.title) a.title = match.title;
      a.textContent = rest.slice(start, end);
      parts.append(a);
      rest = rest.slice(end);
    }
    parts.append(rest);
    node.replaceWith(parts);
  }
}
