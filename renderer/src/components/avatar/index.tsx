import './avatar.css';

/**
 * A round picture of a person, or a neutral disc when there is none. Decorative (the name is
 * beside it); its size is fixed, so nothing moves when the image arrives. Fetched at low priority:
 * the text and pictures a page is about come first.
 */
export function Avatar({ src, size = 32 }: { src: string; size?: number }) {
  const style = { width: size, height: size };
  return src ? (
    <img
      className="app-avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      fetchPriority="low"
    />
  ) : (
    <span className="app-avatar" aria-hidden="true" style={style} />
  );
}
