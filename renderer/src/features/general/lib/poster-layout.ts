/** What the invitation card shows. */
export type PosterInfo = {
  nickname: string;
  /** Experts show their title under the name. */
  title: string | null;
  inviteCode: string;
  /** The absolute invitation link the QR code holds. */
  inviteUrl: string;
  rewardPoints: number;
};

/**
 * The card's size in canvas pixels: 2× the 375 design width (docs/product.md「首页与导航」), crisp
 * on retina screens.
 */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1120;

/**
 * Breaks text into lines no wider than `maxWidth` as `measure` reports them (Chinese has no spaces,
 * so it breaks between characters); at most `maxLines`, the last one ending with … when cut.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (s: string) => number,
  maxLines = 2,
): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (measure(next) <= maxWidth || line === '') {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let cut = line;
      while (cut && measure(`${cut}…`) > maxWidth) cut = Array.from(cut).slice(0, -1).join('');
      lines.push(`${cut}…`);
      return lines;
    }
    lines.push(line);
    line = chars[i] ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

/** The invitation link of a path under the app (e.g. `/invite?code=T1`), on this origin. */
export function inviteUrlOf(origin: string, appPath: string, invitePath: string): string {
  return `${origin}${appPath}${invitePath.startsWith('/') ? invitePath : `/${invitePath}`}`;
}

/** The lines under the QR code. */
export function posterCaption(
  info: Pick<PosterInfo, 'inviteCode' | 'rewardPoints'>,
): [string, string] {
  return [`长按识别二维码，注册即得${info.rewardPoints}积分`, `邀请码：${info.inviteCode}`];
}
