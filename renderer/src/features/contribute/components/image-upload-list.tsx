import type { ImageUpload } from '../hooks/use-image-uploads';

type Props = {
  items: ImageUpload[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
};

/** Each body image on its way: its progress, or why it failed with 重试 and 移除. */
export function ImageUploadList({ items, onRetry, onRemove }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className="rte__uploads" aria-label="图片上传">
      {items.map((item) => {
        const percent = Math.round(item.share * 100);
        return (
          <li key={item.key} className={`rte__upload${item.failed ? ' rte__upload--failed' : ''}`}>
            <span className="rte__upload-name">{item.name}</span>
            {item.failed ? (
              <>
                <span className="rte__upload-text" role="alert">
                  上传失败：{item.failed}
                </span>
                <button
                  type="button"
                  className="rte__upload-button"
                  aria-label={`重试上传 ${item.name}`}
                  onClick={() => onRetry(item.key)}
                >
                  重试
                </button>
                <button
                  type="button"
                  className="rte__upload-button"
                  aria-label={`移除 ${item.name}`}
                  onClick={() => onRemove(item.key)}
                >
                  移除
                </button>
              </>
            ) : (
              <>
                <progress
                  className="rte__progress"
                  max={100}
                  value={percent}
                  aria-label={`${item.name} 上传进度`}
                />
                <span className="rte__upload-text">上传中 {percent}%</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
