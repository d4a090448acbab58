import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantName } from '@scrivania/core/images';

/**
 * Demo photos are drawn, not downloaded: an install has no internet. Each is an SVG illustration
 * rendered to WebP in every stored width, like an upload.
 */

export type PhotoKind = 'office' | 'meeting' | 'coworking' | 'event' | 'city' | 'people';

export interface PhotoSpec {
  fileName: string;
  svg: string;
  /** Square images (avatars, icons, logos) are stored at smaller widths too, but keep their shape. */
  square?: boolean;
}

/** A small deterministic generator, so the demo looks the same at every install. */
export function prng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const PALETTES = [
  ['#0f766e', '#99f6e4', '#f0fdfa', '#f59e0b'],
  ['#1e3a8a', '#bfdbfe', '#eff6ff', '#f97316'],
  ['#7c2d12', '#fed7aa', '#fff7ed', '#16a34a'],
  ['#4c1d95', '#ddd6fe', '#f5f3ff', '#eab308'],
  ['#14532d', '#bbf7d0', '#f0fdf4', '#e11d48'],
  ['#334155', '#e2e8f0', '#f8fafc', '#0ea5e9'],
  ['#9f1239', '#fecdd3', '#fff1f2', '#0d9488'],
  ['#854d0e', '#fef08a', '#fefce8', '#2563eb'],
] as const;

const W = 1600;
const H = 1067;

function plant(x: number, y: number, s: number, leaf: string) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-22" y="0" width="44" height="50" rx="6" fill="#78350f"/><ellipse cx="0" cy="-30" rx="26" ry="44" fill="${leaf}"/><ellipse cx="-28" cy="-10" rx="18" ry="30" fill="${leaf}" transform="rotate(-30 -28 -10)"/><ellipse cx="28" cy="-10" rx="18" ry="30" fill="${leaf}" transform="rotate(30 28 -10)"/></g>`;
}

function windows(random: () => number, light: string, frame: string) {
  const count = 2 + Math.floor(random() * 3);
  const width = (W - 200) / count - 40;
  return Array.from({ length: count }, (_, i) => {
    const x = 100 + i * (width + 40);
    return `<rect x="${x}" y="110" width="${width}" height="380" rx="8" fill="${light}" stroke="${frame}" stroke-width="14"/><line x1="${x + width / 2}" y1="110" x2="${x + width / 2}" y2="490" stroke="${frame}" stroke-width="8"/>`;
  }).join('');
}

function desk(x: number, y: number, width: number, wood: string, screen: string) {
  return `<rect x="${x}" y="${y}" width="${width}" height="26" rx="6" fill="${wood}"/><rect x="${x + 20}" y="${y + 26}" width="16" height="170" fill="${wood}"/><rect x="${x + width - 36}" y="${y + 26}" width="16" height="170" fill="${wood}"/><rect x="${x + width / 2 - 90}" y="${y - 120}" width="180" height="110" rx="8" fill="#111827"/><rect x="${x + width / 2 - 80}" y="${y - 110}" width="160" height="90" rx="4" fill="${screen}"/><rect x="${x + width / 2 - 10}" y="${y - 12}" width="20" height="12" fill="#111827"/>`;
}

function chair(x: number, y: number, color: string) {
  return `<rect x="${x - 45}" y="${y - 110}" width="90" height="110" rx="22" fill="${color}"/><rect x="${x - 55}" y="${y}" width="110" height="28" rx="12" fill="${color}"/><rect x="${x - 6}" y="${y + 28}" width="12" height="70" fill="#374151"/><rect x="${x - 50}" y="${y + 92}" width="100" height="10" rx="5" fill="#374151"/>`;
}

/** An interior: windows, floor, furniture arranged by the kind of space. */
export function interiorSvg(kind: Exclude<PhotoKind, 'city' | 'people'>, seed: number): string {
  const random = prng(seed);
  const [dark, soft, wall, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const floorY = 700 + Math.floor(random() * 60);
  let furniture = '';
  if (kind === 'office' || kind === 'coworking') {
    const desks = kind === 'coworking' ? 3 : 1 + Math.floor(random() * 2);
    const width = kind === 'coworking' ? 380 : 520;
    for (let i = 0; i < desks; i++) {
      const x = 120 + i * ((W - 240) / desks) + random() * 40;
      furniture += desk(x, floorY - 40, width, '#a16207', soft) + chair(x + width / 2, floorY + 110, accent);
    }
  } else if (kind === 'meeting') {
    furniture += `<rect x="300" y="${floorY}" width="1000" height="60" rx="30" fill="#78350f"/>`;
    for (let i = 0; i < 5; i++) furniture += chair(380 + i * 210, floorY + 40, i % 2 ? accent : dark);
    furniture += `<rect x="560" y="180" width="480" height="270" rx="10" fill="#111827"/><rect x="580" y="200" width="440" height="230" fill="${soft}"/><polyline points="600,400 700,330 800,360 900,260 1000,300" fill="none" stroke="${accent}" stroke-width="12"/>`;
  } else {
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 8; i++)
        furniture += chair(200 + i * 170 + (row % 2) * 60, floorY + row * 70 - 40, row % 2 ? dark : accent);
    }
    furniture += `<rect x="500" y="150" width="600" height="40" rx="8" fill="${dark}"/><circle cx="520" cy="120" r="28" fill="${accent}"/><circle cx="1080" cy="120" r="28" fill="${accent}"/>`;
  }
  const sun = `<circle cx="${200 + random() * 1200}" cy="90" r="60" fill="#fde68a" opacity="0.7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${soft}"/></linearGradient><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6b58a"/><stop offset="1" stop-color="#a47148"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#w)"/>${sun}${windows(random, '#e0f2fe', dark)}<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#f)"/>${furniture}${plant(90, floorY - 10, 1.4, '#15803d')}${plant(W - 90, floorY - 10, 1.2, '#16a34a')}</svg>`;
}

/** A skyline at dusk, different for every city. */
export function citySvg(seed: number): string {
  const random = prng(seed * 7919);
  const [dark, soft, , accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  let buildings = '';
  let x = 0;
  while (x < W) {
    const width = 80 + random() * 160;
    const height = 250 + random() * 500;
    buildings += `<rect x="${x}" y="${H - height}" width="${width}" height="${height}" fill="${dark}" opacity="${0.75 + random() * 0.25}"/>`;
    for (let wy = H - height + 30; wy < H - 40; wy += 60) {
      for (let wx = x + 15; wx < x + width - 30; wx += 45) {
        if (random() > 0.45)
          buildings += `<rect x="${wx}" y="${wy}" width="20" height="28" fill="#fde68a" opacity="0.85"/>`;
      }
    }
    if (random() > 0.7)
      buildings += `<path d="M${x} ${H - height} L${x + width / 2} ${H - height - 120} L${x + width} ${H - height} Z" fill="${dark}"/>`;
    x += width + 6;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${300 + random() * 1000}" cy="260" r="110" fill="#fff7ed" opacity="0.8"/>${buildings}</svg>`;
}

/** People at work: round heads and shoulders around a table, for section and help-center photos. */
export function peopleSvg(seed: number): string {
  const random = prng(seed * 104729);
  const [dark, soft, wall, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
  let people = '';
  for (let i = 0; i < 4; i++) {
    const cx = 300 + i * 330 + random() * 40;
    const skin = skins[Math.floor(random() * skins.length)] ?? '#f1c27d';
    people += `<circle cx="${cx}" cy="460" r="85" fill="${skin}"/><path d="M${cx - 150} 760 Q${cx} 520 ${cx + 150} 760 Z" fill="${i % 2 ? dark : accent}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${wall}"/><rect x="0" y="0" width="${W}" height="420" fill="${soft}"/>${people}<rect x="120" y="740" width="${W - 240}" height="70" rx="20" fill="#78350f"/><rect x="420" y="690" width="200" height="60" rx="8" fill="#111827"/><rect x="980" y="700" width="160" height="40" rx="6" fill="#f8fafc"/></svg>`;
}

/** A round avatar with initials. */
export function avatarSvg(initials: string, seed: number): string {
  const [dark, soft] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960"><rect width="960" height="960" fill="${soft}"/><circle cx="480" cy="480" r="420" fill="${dark}"/><text x="480" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="300" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

/** A simple glyph on a tile, for services and information blocks. */
export function iconSvg(
  glyph: 'wifi' | 'car' | 'cup' | 'screen' | 'phone' | 'broom' | 'lock' | 'pin' | 'mail' | 'clock',
  seed: number,
): string {
  const [dark, soft] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const shapes: Record<typeof glyph, string> = {
    wifi: '<path d="M230 420 Q480 200 730 420" /><path d="M320 510 Q480 370 640 510" /><circle cx="480" cy="620" r="50" fill="#fff" stroke="none"/>',
    car: '<rect x="220" y="420" width="520" height="180" rx="40"/><path d="M300 420 L360 300 L600 300 L660 420"/><circle cx="340" cy="620" r="50" fill="#fff"/><circle cx="620" cy="620" r="50" fill="#fff"/>',
    cup: '<path d="M280 320 L680 320 L640 680 L320 680 Z"/><path d="M680 400 Q800 420 670 560"/>',
    screen:
      '<rect x="220" y="260" width="520" height="340" rx="20"/><path d="M480 600 L480 700 M360 700 L600 700"/>',
    phone:
      '<rect x="340" y="200" width="280" height="560" rx="40"/><circle cx="480" cy="690" r="20" fill="#fff"/>',
    broom: '<path d="M480 200 L480 560"/><path d="M340 560 L620 560 L660 760 L300 760 Z"/>',
    lock: '<rect x="300" y="440" width="360" height="300" rx="30"/><path d="M360 440 L360 340 Q480 200 600 340 L600 440"/>',
    pin: '<path d="M480 780 Q280 520 300 400 Q320 220 480 220 Q640 220 660 400 Q680 520 480 780 Z"/><circle cx="480" cy="410" r="70" fill="#fff"/>',
    mail: '<rect x="220" y="300" width="520" height="360" rx="24"/><path d="M220 320 L480 520 L740 320"/>',
    clock: '<circle cx="480" cy="480" r="260"/><path d="M480 320 L480 480 L600 560"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960"><rect width="960" height="960" rx="180" fill="${dark}"/><g fill="none" stroke="${soft}" stroke-width="48" stroke-linecap="round" stroke-linejoin="round">${shapes[glyph]}</g></svg>`;
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960"><rect width="960" height="960" rx="200" fill="#0f766e"/><rect x="220" y="300" width="520" height="300" rx="30" fill="#ffffff"/><rect x="180" y="620" width="600" height="60" rx="20" fill="#ccfbf1"/><rect x="300" y="380" width="360" height="40" rx="12" fill="#0f766e"/><rect x="300" y="460" width="240" height="40" rx="12" fill="#5eead4"/></svg>`;
}

/**
 * Where the drawn photos go: a folder on disk, or whatever the server keeps its images in (a bucket
 * shared by every process), named by the file name alone.
 */
export interface PhotoSink {
  exists(fileName: string): Promise<boolean>;
  put(fileName: string, data: Buffer): Promise<void>;
}

/** The photos as files in `dir`, which must exist. */
export function photoFolder(dir: string): PhotoSink {
  return {
    async exists(fileName) {
      try {
        await access(path.join(dir, fileName));
        return true;
      } catch {
        return false;
      }
    },
    put: (fileName, data) => writeFile(path.join(dir, fileName), data),
  };
}

async function renderPhoto(spec: PhotoSpec, sink: PhotoSink) {
  // Loaded here, not with the module: a server on an existing database never seeds.
  const { default: sharp } = await import('sharp');
  const render = sharp(Buffer.from(spec.svg));
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const target = imageVariantName(spec.fileName, width);
      if (await sink.exists(target)) return;
      const size = spec.square ? Math.min(width, 480) : width;
      const data = await render.clone().resize({ width: size }).webp({ quality: 70, effort: 2 }).toBuffer();
      await sink.put(target, data);
    }),
  );
}

/** Renders every photo, a few at a time so the machine stays responsive. */
export async function writePhotos(specs: PhotoSpec[], sink: PhotoSink, concurrency = 4): Promise<void> {
  const queue = [...specs];
  const workers = Array.from({ length: concurrency }, async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await renderPhoto(spec, sink);
  });
  await Promise.all(workers);
}
