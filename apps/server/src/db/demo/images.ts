import sharp from 'sharp';

/**
 * Small generated pictures for the demo records (256×256 PNG, drawn as SVG like the ODS tiles): logos, silhouettes,
 * company marks and avatars. Shapes are drawn on a 100×100 grid and scaled.
 */

export const IMAGE_SIZE = 256;

export type IconName = 'drop' | 'bolt' | 'shield' | 'person' | 'briefcase' | 'city' | 'leaf' | 'helmet';

/** Each icon in `fill`; `detail` draws what lies on top of it (the shield's check mark). */
const ICONS: Record<IconName, (fill: string, detail: string) => string> = {
  drop: (f) => `<path fill="${f}" d="M50 6 C50 6 18 44 18 64 A32 32 0 0 0 82 64 C82 44 50 6 50 6 Z"/>`,
  bolt: (f) => `<path fill="${f}" d="M60 4 L20 56 H46 L36 96 L80 40 H54 Z"/>`,
  shield: (f, d) =>
    `<path fill="${f}" d="M50 6 L84 18 V46 C84 70 68 86 50 94 C32 86 16 70 16 46 V18 Z"/>` +
    `<path fill="none" stroke="${d}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" d="M34 50 L46 62 L68 38"/>`,
  person: (f) =>
    `<circle fill="${f}" cx="50" cy="24" r="16"/><path fill="${f}" d="M18 94 C18 62 32 46 50 46 C68 46 82 62 82 94 Z"/>`,
  briefcase: (f) =>
    `<rect fill="${f}" x="10" y="32" width="80" height="54" rx="8"/>` +
    `<path fill="${f}" d="M34 32 V20 A6 6 0 0 1 40 14 H60 A6 6 0 0 1 66 20 V32 H58 V22 H42 V32 Z"/>`,
  city: (f) =>
    `<rect fill="${f}" x="10" y="42" width="24" height="50"/><rect fill="${f}" x="38" y="10" width="26" height="82"/>` +
    `<rect fill="${f}" x="68" y="54" width="22" height="38"/>`,
  leaf: (f) =>
    `<path fill="${f}" d="M86 12 C40 12 14 38 14 66 C14 78 20 86 26 90 C30 62 48 46 70 36 C52 50 40 66 34 92 C38 93 42 94 48 94 C76 94 86 60 86 12 Z"/>`,
  helmet: (f) =>
    `<path fill="${f}" d="M14 72 C14 42 30 24 50 24 C70 24 86 42 86 72 Z"/>` +
    `<rect fill="${f}" x="4" y="70" width="92" height="14" rx="7"/><rect fill="${f}" x="43" y="14" width="14" height="30" rx="5"/>`,
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An icon scaled into the box (x, y, size) of the 256 canvas; `detail` is usually the background colour. */
const icon = (name: IconName, fill: string, x: number, y: number, size: number, detail = '#ffffff') =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${ICONS[name](fill, detail)}</g>`;

const label = (value: string, y: number, size: number, fill: string, weight = 'bold', x = 128) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="${weight}" ` +
  `font-size="${size}" fill="${fill}">${escapeXml(value)}</text>`;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 256 256">${body}</svg>`;

/** A lighter tint of a `#rrggbb` colour (amount 0 = the colour, 1 = white). */
export function tint(color: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

export const render = (markup: string): Promise<Buffer> =>
  sharp(Buffer.from(markup)).png({ compressionLevel: 1 }).toBuffer();

/** A GTA logo: the white icon and its code on the GTA's colour. */
export const gtaLogo = (color: string, name: IconName, code: string) =>
  svg(`<rect width="256" height="256" rx="36" fill="${color}"/>${icon(name, '#ffffff', 68, 34, 120, color)}${label(code, 214, 40, '#ffffff')}`);

/** A GTA logo in colour on white, with its short name. */
export const gtaLogoColor = (color: string, name: IconName, short: string) =>
  svg(
    `<rect width="256" height="256" rx="36" fill="#ffffff" stroke="${color}" stroke-width="10"/>` +
      `${icon(name, color, 73, 30, 110)}${label(short.toUpperCase(), 206, short.length > 9 ? 24 : 32, color)}`,
  );

/** A GTA silhouette: the icon alone in colour on a transparent background. */
export const silhouette = (color: string, name: IconName) => svg(icon(name, color, 28, 28, 200));

/** A work axis picture: the GTA's icon on a tint of its colour, with the axis's figure number. */
export const workAxisImage = (color: string, name: IconName, position: string) =>
  svg(
    `<rect width="256" height="256" fill="${tint(color, 0.8)}"/>${icon(name, color, 40, 28, 120)}` +
      `<circle cx="196" cy="196" r="42" fill="${color}"/>${label(position, 212, 44, '#ffffff', 'bold', 196)}`,
  );

/** A round badge with a white icon, for the Global Pact axes. */
export const badge = (color: string, name: IconName) =>
  svg(`<circle cx="128" cy="128" r="124" fill="${color}"/>${icon(name, '#ffffff', 58, 58, 140, color)}`);

/** A company mark: initials over one of a few geometric backgrounds. */
export function companyLogo(color: string, initials: string, variant: number): string {
  const shapes = [
    `<rect width="256" height="256" rx="28" fill="${color}"/>`,
    `<rect width="256" height="256" fill="#ffffff"/><circle cx="128" cy="128" r="118" fill="${color}"/>`,
    `<rect width="256" height="256" fill="${tint(color, 0.85)}"/><path d="M128 10 L246 236 H10 Z" fill="${color}"/>`,
    `<rect width="256" height="256" fill="${color}"/><rect x="20" y="20" width="216" height="216" rx="8" fill="none" stroke="#ffffff" stroke-width="10"/>`,
  ];
  const triangle = variant % shapes.length === 2;
  return svg(`${shapes[variant % shapes.length]!}${label(initials, triangle ? 200 : 158, triangle ? 64 : 96, '#ffffff')}`);
}

/** A person's initials on a coloured circle. */
export const avatar = (color: string, initials: string) =>
  svg(`<rect width="256" height="256" fill="${tint(color, 0.85)}"/><circle cx="128" cy="128" r="112" fill="${color}"/>${label(initials, 160, 92, '#ffffff', 'normal')}`);
