/**
 * Legal document numbers (文号) to `{ issuer, year, seq }`, e.g. 财税〔2019〕13号,
 * 国家税务总局公告2019年第35号, 国家税务总局令第48号, 国务院第588号令, with Chinese numerals too.
 */
import { chineseToNumber } from './chinese-number';

/** A parsed document number. `issuer` includes the document kind (…公告, …令) when the number names one. */
export type DocNumber = { issuer: string; year: number | null; seq: number };

const NUMERAL = '[0-9零〇一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]+';
const YEAR = '[0-9]{4}|[零〇一二三四五六七八九]{4}';
const OPEN = '〔[(（【［〖';
const CLOSE = '〕\\])）】］〗';
const KIND = '公告|令';
// 财税〔2019〕13号文 / 13号文件: a trailing 文 or 文件 is still the same number.
const TAIL = '(?:文件?)?';
const SP = ' ?'; // one optional space between parts (runs of whitespace are collapsed first)

// 财税〔2019〕13号, 税总发[2019]第5号, 粤财法（2020）3号 — the year in any of the brackets.
const BRACKETED = new RegExp(
  `^(.*?)${SP}[${OPEN}]${SP}(${YEAR})${SP}[${CLOSE}]${SP}第?${SP}(${NUMERAL})${SP}号(${KIND})?${TAIL}$`,
);
// 国家税务总局公告2019年第35号, 国家税务总局2019年第35号公告, 财政部 税务总局公告二〇一九年第三十九号.
const YEAR_AND_SEQ = new RegExp(
  `^(.*?)${SP}(${YEAR})${SP}年${SP}第?${SP}(${NUMERAL})${SP}号(${KIND})?${TAIL}$`,
);
// 国家税务总局令第48号, 中华人民共和国主席令第四十八号, 国务院第588号令, 国务院588号令, 第35号.
const SEQ_ONLY = new RegExp(
  `^(.*?)${SP}(?:第${SP}(${NUMERAL})${SP}号(${KIND})?|(${NUMERAL})${SP}号(令))${TAIL}$`,
);

function normalise(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String(c.charCodeAt(0) - 0xff10))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[《「“"]+|[》」”"]+$/g, '');
}

function toDocNumber(
  issuer: string,
  kind: string | undefined,
  year: string | null,
  seq: string,
): DocNumber | null {
  const seqNumber = chineseToNumber(seq);
  const yearNumber = year === null ? null : chineseToNumber(year);
  if (seqNumber === null || seqNumber < 1 || (year !== null && yearNumber === null)) return null;
  // A kind written after the number (…第35号公告, …第588号令) belongs to the issuer, as when written before.
  const name = issuer.trim();
  return {
    issuer: kind && !name.endsWith(kind) ? name + kind : name,
    year: yearNumber,
    seq: seqNumber,
  };
}

/**
 * Parses a document number. The issuer is the text before the year or number (inner spaces kept, as in
 * 财政部 税务总局公告), with
 * 公告 or 令 written after the number moved to it, so 国务院第588号令 and 国务院令第588号 both give
 * `{ issuer: '国务院令', year: null, seq: 588 }`. `year` is `null` where the number has none.
 * Text that is no document number gives `null`.
 */
export function parseDocNumber(text: string): DocNumber | null {
  const s = normalise(text);
  const bracketed = BRACKETED.exec(s);
  if (bracketed)
    return toDocNumber(bracketed[1] ?? '', bracketed[4], bracketed[2] ?? '', bracketed[3] ?? '');
  const yearAndSeq = YEAR_AND_SEQ.exec(s);
  if (yearAndSeq)
    return toDocNumber(
      yearAndSeq[1] ?? '',
      yearAndSeq[4],
      yearAndSeq[2] ?? '',
      yearAndSeq[3] ?? '',
    );
  const seqOnly = SEQ_ONLY.exec(s);
  if (seqOnly) {
    const [, issuer = '', seq, kind, bareSeq, bareKind] = seqOnly;
    return toDocNumber(issuer, kind ?? bareKind, null, seq ?? bareSeq ?? '');
  }
  return null;
}
