import path from 'node:path';

/**
 * Whether a path below a static root may be served. A segment that starts with a dot never is: that
 * covers dotfiles, the build's own records (`.vite/`, its manifests among them) and `.`/`..`, which
 * only a hand-written request sends (browsers resolve them first). The remaining path is normalised
 * (repeated slashes collapsed) before it is compared with the files the server keeps to itself, so
 * `//index.html` is `/index.html`.
 */
export function isServablePath(pathName: string, reserved: readonly string[] = []): boolean {
  if (pathName.split('/').some((segment) => segment.startsWith('.'))) return false;
  return !reserved.includes(path.posix.normalize(pathName));
}
