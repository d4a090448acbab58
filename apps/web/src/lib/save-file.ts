/**
 * Hands a file the page already holds to the browser's downloads: an export needs the session's bearer
 * token, which a plain link cannot send.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
