/**
 * JSON as a tree whose objects and arrays open and close (native `<details>`): a log's payloads
 * stay one line each until QA opens one, instead of wrapping a few characters per line.
 */

/** Objects and arrays this deep or deeper start closed. */
const OPEN_DEPTH = 1;
/** How much of a closed object or array its summary line shows. */
const PREVIEW_CHARS = 80;

const preview = (value: object) => {
  const text = JSON.stringify(value);
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
};

/** The JSON a string holds when it is an object or array (a response body), else null. */
export function parseJsonObject(text: string): object | null {
  if (!/^\s*[[{]/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function Leaf({ value }: { value: unknown }) {
  if (typeof value === 'string')
    return <span className="json-string">{JSON.stringify(value)}</span>;
  return <span className="json-literal">{String(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const label = name === undefined ? null : <span className="json-key">{name}: </span>;
  if (typeof value !== 'object' || value === null)
    return (
      <div className="json-row">
        {label}
        <Leaf value={value} />
      </div>
    );
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const count = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  if (entries.length === 0)
    return (
      <div className="json-row">
        {label}
        <span className="json-literal">{Array.isArray(value) ? '[]' : '{}'}</span>
      </div>
    );
  return (
    <details className="json-node" open={depth < OPEN_DEPTH}>
      <summary>
        {label}
        <span className="muted">{count}</span> <code>{preview(value)}</code>
      </summary>
      <div className="json-children">
        {entries.map(([key, item]) => (
          <Node key={key} name={key} value={item} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

/** `value` as a collapsible tree (nothing for `undefined`: a call without parameters). */
export function JsonTree({ value }: { value: unknown }) {
  if (value === undefined) return null;
  return (
    <div className="json-tree">
      <Node value={value} depth={0} />
    </div>
  );
}
