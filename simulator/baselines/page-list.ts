/**
 * The pages a baseline run visits: a JSON list of `{ name, path, masks }`. `name` names the PNG
 * (so it is a file name), `path` is where the phone goes on the app's server, and `masks` are CSS
 * selectors of what legitimately changes between runs (a clock, a count, an avatar): they are
 * painted a flat colour before the screenshot, so they keep their place but not their pixels.
 */

export type BaselinePage = {
  /** File name of the page's PNG: lower-case letters, digits and hyphens. */
  name: string;
  /** A path on the app's server, e.g. `/app/home`. */
  path: string;
  /** CSS selectors painted flat before the screenshot. */
  masks: string[];
};

const NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Reads a page list (the text of pages.json; `source` names it in errors).
 * @throws Error in Chinese naming the entry and what is wrong with it.
 */
export function parsePageList(text: string, source = '页面列表'): BaselinePage[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${source} 不是合法的 JSON：${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Array.isArray(raw) || raw.length === 0)
    throw new Error(`${source} 应是一个非空数组，每项形如 {"name": "home", "path": "/app/home"}`);
  const seen = new Set<string>();
  return raw.map((entry: unknown, index) => {
    const where = `${source} 第 ${index + 1} 项`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      throw new Error(`${where} 应是对象，形如 {"name": "home", "path": "/app/home"}`);
    const { name, path, masks = [] } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name))
      throw new Error(
        `${where}：name 只能用小写字母、数字和连字符（用作文件名），收到 ${JSON.stringify(name)}`,
      );
    if (seen.has(name)) throw new Error(`${where}：name「${name}」重复了`);
    seen.add(name);
    if (typeof path !== 'string' || !path.startsWith('/'))
      throw new Error(`${where}（${name}）：path 应以 / 开头，收到 ${JSON.stringify(path)}`);
    if (!Array.isArray(masks) || masks.some((m) => typeof m !== 'string' || m.trim() === ''))
      throw new Error(`${where}（${name}）：masks 应是 CSS 选择器的数组，例如 [".clock"]`);
    return { name, path, masks: masks as string[] };
  });
}
