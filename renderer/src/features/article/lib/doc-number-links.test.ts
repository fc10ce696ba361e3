import { describe, expect, it } from 'vitest';
import { collectDocNumbers, findDocNumbers, linkDocNumbers, linkStart } from './doc-number-links';

describe('findDocNumbers', () => {
  it('finds the usual forms of document numbers with the words before them', () => {
    const refs = findDocNumbers(
      '根据财税〔2019〕13号和财政部 税务总局公告2023年第1号，以及国家税务总局令第48号、国务院第588号令的规定',
    );
    expect(refs).toEqual([
      { text: '根据财税〔2019〕13号', issuer: '根据财税', year: 2019, seq: 13 },
      {
        text: '和财政部 税务总局公告2023年第1号',
        issuer: '和财政部 税务总局公告',
        year: 2023,
        seq: 1,
      },
      { text: '以及国家税务总局令第48号', issuer: '以及国家税务总局令', year: null, seq: 48 },
      { text: '国务院第588号令', issuer: '国务院令', year: null, seq: 588 },
    ]);
  });

  it('reads Chinese numerals and ignores dates and plain numbers', () => {
    expect(findDocNumbers('中华人民共和国主席令第四十一号')).toEqual([
      {
        text: '中华人民共和国主席令第四十一号',
        issuer: '中华人民共和国主席令',
        year: null,
        seq: 41,
      },
    ]);
    expect(findDocNumbers('2024年3月1日起，每月13号申报，第3条')).toEqual([]);
  });
});

/** A rendered body holding `html`. */
const bodyOf = (html: string): HTMLDivElement => {
  const body = document.createElement('div');
  body.innerHTML = html;
  return body;
};

/** The body's HTML after linking it in place. */
const linked = (
  html: string,
  ...args: Parameters<typeof linkDocNumbers> extends [Node, ...infer R] ? R : never
): string => {
  const body = bodyOf(html);
  linkDocNumbers(body, ...args);
  return body.innerHTML;
};

describe('collectDocNumbers', () => {
  it('collects distinct numbers from the text, not from existing links', () => {
    const html =
      '<p>依据财税〔2019〕13号。</p><ul><li>财税〔2019〕13号</li></ul><a href="/x">财税〔2016〕36号</a>';
    expect(collectDocNumbers(bodyOf(html)).map((r) => r.text)).toEqual([
      '依据财税〔2019〕13号',
      '财税〔2019〕13号',
    ]);
  });
});

describe('linkDocNumbers', () => {
  const href = (id: number) => `/app/article/detail/${id}`;

  it('links a resolved number from its issuer, leaving the words before it as text', () => {
    const html = '<p>依据财税〔2019〕13号执行。</p>';
    const out = linked(
      html,
      [
        {
          text: '依据财税〔2019〕13号',
          articleId: 1,
          docNumber: '财税〔2019〕13号',
          title: '通知',
        },
      ],
      href,
    );
    expect(out).toBe(
      '<p>依据<a href="/app/article/detail/1" class="doc-number-link" data-article-id="1" title="通知">财税〔2019〕13号</a>执行。</p>',
    );
  });

  it('leaves unresolved numbers as plain text', () => {
    const html = '<p>见国家税务总局公告2023年第6号</p>';
    expect(
      linked(
        html,
        [{ text: '见国家税务总局公告2023年第6号', articleId: null, docNumber: null, title: null }],
        href,
      ),
    ).toBe(html);
  });

  it('links several numbers in one text node, keeping markup around them', () => {
    const html =
      '<li><strong>注意</strong>：财税〔2018〕164号与财政部 税务总局公告2023年第30号衔接</li>';
    const out = linked(
      html,
      [
        { text: '财税〔2018〕164号', articleId: 6, docNumber: '财税〔2018〕164号', title: null },
        {
          text: '与财政部 税务总局公告2023年第30号',
          articleId: 7,
          docNumber: '财政部 税务总局公告2023年第30号',
          title: null,
        },
      ],
      href,
    );
    expect(out).toBe(
      '<li><strong>注意</strong>：<a href="/app/article/detail/6" class="doc-number-link" data-article-id="6">财税〔2018〕164号</a>与<a href="/app/article/detail/7" class="doc-number-link" data-article-id="7">财政部 税务总局公告2023年第30号</a>衔接</li>',
    );
  });

  it('links the whole text when the issuer is written differently', () => {
    expect(linkStart('国务院第588号令', '国务院令第588号')).toBe(0);
    expect(linkStart('根据国家税务总局公告2023年第1号', '国家税务总局公告2023年第1号')).toBe(2);
  });
});

describe('linkDocNumbers in place', () => {
  it('keeps every node that holds no number: only the text holding one is split', () => {
    const body = bodyOf(
      '<h2>标题</h2><p id="a">依据财税〔2019〕13号执行。</p><p id="b">其他段落</p>',
    );
    const [heading, first, second] = [...body.children];
    const untouched = second?.firstChild;
    linkDocNumbers(
      body,
      [{ text: '依据财税〔2019〕13号', articleId: 1, docNumber: '财税〔2019〕13号', title: null }],
      (id) => `/x/${id}`,
    );
    expect([...body.children]).toEqual([heading, first, second]);
    expect(second?.firstChild).toBe(untouched);
    expect(first?.querySelector('a')?.textContent).toBe('财税〔2019〕13号');
  });
});
