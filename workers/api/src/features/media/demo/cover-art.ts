import { createRng, hashSeed } from "./prng";

export type CoverKind = "tracks" | "albums" | "artists" | "playlists" | "nonstops" | "adverts";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Up to two initials ("Kampala Nights" → "KN"), letters and digits only. */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w.match(/[\p{L}\p{N}]/u)?.[0] ?? "").toUpperCase())
    .join("");
}

/**
 * Deterministic SVG cover art: a two-colour gradient, a few translucent shapes and the initials. Kinds
 * differ in shape (artists round portraits, non-stops concentric rings, adverts a wide banner) so a
 * screen of mixed results stays readable. Plain SVG, no fonts or scripts to load.
 *
 * @example coverSvg("albums", "alb_demo_01", "Kampala Nights") // "<svg …>…KN…</svg>"
 */
export function coverSvg(kind: CoverKind, id: string, title: string): string {
  const rng = createRng(hashSeed(`${kind}:${id}`));
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 160)) % 360;
  const [w, h] = kind === "adverts" ? [1200, 400] : [600, 600];
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const cx = rng.int(0, w);
    const cy = rng.int(0, h);
    const r = rng.int(40, 220);
    const fill = `hsla(${(hue + rng.int(0, 90)) % 360},80%,${rng.int(55, 80)}%,${(0.12 + rng.next() * 0.2).toFixed(2)})`;
    shapes.push(
      kind === "nonstops"
        ? `<circle cx="${w / 2}" cy="${h / 2}" r="${60 + i * 45}" fill="none" stroke="${fill}" stroke-width="${rng.int(8, 24)}"/>`
        : kind === "playlists"
          ? `<rect x="${cx - r / 2}" y="${cy - r / 2}" width="${r}" height="${r}" rx="24" fill="${fill}" transform="rotate(${rng.int(0, 45)} ${cx} ${cy})"/>`
          : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
    );
  }
  const y = (f: number) => Math.round(h * f);
  const wave = `<path d="M0 ${y(0.72)} C ${w * 0.25} ${y(0.55 + rng.next() * 0.2)}, ${w * 0.6} ${y(0.85 + rng.next() * 0.1)}, ${w} ${y(0.68)} L ${w} ${h} L 0 ${h} Z" fill="hsla(${hue2},70%,20%,0.35)"/>`;
  const clip = kind === "artists" ? ` clip-path="url(#c)"` : "";
  const size = kind === "adverts" ? 150 : 190;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},65%,22%)"/></linearGradient>`,
    `<clipPath id="c"><circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}"/></clipPath></defs>`,
    `<g${clip}><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join("")}${wave}</g>`,
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="rgba(255,255,255,0.92)">${escapeXml(initials(title))}</text>`,
    "</svg>",
  ].join("");
}
