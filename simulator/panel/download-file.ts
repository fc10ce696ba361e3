/** Hands `text` to the browser as a file download named `fileName` (the panel has no file system). */
export function downloadFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own reference by now; the object URL only keeps memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a phone's name and the moment: `iPhone-15-20260102-030405.har`. */
export function fileNameFor(phoneName: string, extension: string, at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  const name =
    phoneName
      .trim()
      .replace(/[\s/\\:*?"<>|·]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'phone';
  return `${name}-${stamp}.${extension}`;
}
