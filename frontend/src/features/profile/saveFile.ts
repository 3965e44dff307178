/**
 * Hands `content` to the browser as a download named `filename`: an object URL on a temporary
 * <a download>, clicked, then released.
 */
export function saveFile(content: BlobPart, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the click start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
