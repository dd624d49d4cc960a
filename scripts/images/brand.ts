// Brand images for Maple & Mortar Interiors, composed with sharp + SVG.
//
//   npx tsx scripts/images/brand.ts
//
// Writes content/media/brand/: logo.svg, favicon.svg, certificate-sample.jpg (1600x1200),
// share-default.jpg, share-blog.jpg, share-portfolio.jpg, share-faq.jpg (1200x630).
// Logo/favicon letterforms are outlines of Fraunces and Inter (the site's own OFL fonts),
// pre-extracted into brand/glyphs.json by brand/glyphs.py, so the SVGs need no fonts.
// Share cards and the certificate use EB Garamond and Inter if installed
// (apt-get install fonts-ebgaramond fonts-inter), falling back to DejaVu/serif/sans-serif.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const out = join(root, "content/media/brand");
const lib = join(root, "content/media/library");
mkdirSync(out, { recursive: true });
const g = JSON.parse(readFileSync(join(here, "brand/glyphs.json"), "utf8")) as Record<string, { d: string; w: number }>;

const SERIF = "'EB Garamond', 'DejaVu Serif', serif";
const SANS = "Inter, 'DejaVu Sans', sans-serif";
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

// ------------------------------------------------------------------ logo + favicon
function markSvg(cx: number, cy: number, r: number) {
  const s = 0.6 * (r / 46);
  const mW = g.M.w * s;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="currentColor" stroke-width="${(2.2 * r) / 46}"/>
  <circle cx="${cx}" cy="${cy}" r="${r - (5 * r) / 46}" fill="none" stroke="currentColor" stroke-width="${(0.8 * r) / 46}"/>
  <path transform="translate(${(cx - mW / 2).toFixed(2)} ${(cy + (19 * r) / 46).toFixed(2)}) scale(${s.toFixed(4)})" d="${g.M.d}"/>
  <rect x="${cx - (17 * r) / 46}" y="${cy + (25 * r) / 46}" width="${(34 * r) / 46}" height="${(1.6 * r) / 46}"/>`;
}
function logoGroup() {
  const x0 = 124, base = 66, gap = 13;
  const xAmp = x0 + g.maple.w + gap;
  const xMortar = xAmp + g.amp.w + gap;
  const end = xMortar + g.mortar.w;
  const body = `${markSvg(52, 56, 46)}
  <path transform="translate(${x0} ${base})" d="${g.maple.d}"/>
  <path transform="translate(${xAmp.toFixed(2)} ${base})" d="${g.amp.d}"/>
  <path transform="translate(${xMortar.toFixed(2)} ${base})" d="${g.mortar.d}"/>
  <rect x="${x0 + 1}" y="${base + 16}" width="${(end - x0 - g.interiors.w - 24).toFixed(2)}" height="1.2"/>
  <path transform="translate(${(end - g.interiors.w).toFixed(2)} ${base + 22})" d="${g.interiors.d}"/>`;
  return { body, width: Math.ceil(end + 4), height: 112 };
}
const logo = logoGroup();
writeFileSync(
  join(out, "logo.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logo.width} ${logo.height}" role="img" aria-labelledby="mm-logo-title">
  <title id="mm-logo-title">Maple &amp; Mortar Interiors</title>
  <g fill="currentColor">
  ${logo.body}
  </g>
</svg>
`,
);
const fS = 0.5, fW = g.M.w * fS;
writeFileSync(
  join(out, "favicon.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#24352d"/>
  <circle cx="32" cy="32" r="26" fill="none" stroke="#e9dfcc" stroke-width="1.6"/>
  <path fill="#e9dfcc" transform="translate(${(32 - fW / 2).toFixed(2)} 46) scale(${fS})" d="${g.M.d}"/>
</svg>
`,
);

// ------------------------------------------------------------------ certificate
function certificateSvg() {
  const W = 1600, H = 1200;
  // seal: letters placed around a circle by hand (no textPath dependency)
  const sealText = "HOME CONSTRUCTION REGULATORY AUTHORITY \u2022 ONTARIO \u2022 ";
  const sealR = 96;
  const letters = [...sealText]
    .map((ch, i) => {
      const a = (i / sealText.length) * 360 - 90;
      const rad = (a * Math.PI) / 180;
      const x = 1300 + sealR * Math.cos(rad), y = 930 + sealR * Math.sin(rad);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${(a + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" text-anchor="middle" font-family="${SANS}" font-size="15" font-weight="600" fill="#7a5a1e">${esc(ch)}</text>`;
    })
    .join("");
  const rays = Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * Math.PI * 2;
    const r1 = 128, r2 = 140;
    return `<path d="M ${(1300 + r1 * Math.cos(a)).toFixed(1)} ${(930 + r1 * Math.sin(a)).toFixed(1)} L ${(1300 + r2 * Math.cos(a + 0.065)).toFixed(1)} ${(930 + r2 * Math.sin(a + 0.065)).toFixed(1)} L ${(1300 + r1 * Math.cos(a + 0.13)).toFixed(1)} ${(930 + r1 * Math.sin(a + 0.13)).toFixed(1)} Z" fill="url(#gold)"/>`;
  }).join("");
  // guilloche band: overlapping ellipses along the border
  const guilloche = (x: number, y: number, w: number, h: number) => {
    const items: string[] = [];
    for (let t = 0; t < w; t += 9) items.push(`<ellipse cx="${x + t}" cy="${y}" rx="18" ry="${h / 2}" fill="none" stroke="#2c5a4a" stroke-width="0.7" opacity="0.7"/>`);
    return items.join("");
  };
  const rosette = (cx: number, cy: number) =>
    Array.from({ length: 12 }, (_, i) => `<ellipse cx="${cx}" cy="${cy - 16}" rx="6" ry="16" transform="rotate(${i * 30} ${cx} ${cy})" fill="none" stroke="#2c5a4a" stroke-width="1"/>`).join("") +
    `<circle cx="${cx}" cy="${cy}" r="5" fill="#2c5a4a"/><circle cx="${cx}" cy="${cy}" r="36" fill="none" stroke="#2c5a4a" stroke-width="1.2"/>`;
  const classes = [
    ["Class A", "Builder \u2014 new residential construction"],
    ["Class R", "Renovation contractor \u2014 residential alterations and additions"],
    ["Class C", "Commercial interior fit-out (under 2,500 m\u00b2)"],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <filter id="paper" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.5  0 0 0 0 0.4  0 0 0 0.06 0"/>
      <feComposite in2="SourceGraphic" operator="over"/>
    </filter>
    <radialGradient id="gold" cx="45%" cy="40%" r="70%">
      <stop offset="0" stop-color="#f3dc94"/><stop offset="0.55" stop-color="#c9a24a"/><stop offset="1" stop-color="#8a6a22"/>
    </radialGradient>
    <pattern id="diam" width="22" height="22" patternUnits="userSpaceOnUse">
      <path d="M11 1 L21 11 L11 21 L1 11 Z" fill="none" stroke="#2c5a4a" stroke-width="0.8"/>
      <circle cx="11" cy="11" r="1.6" fill="#2c5a4a"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="#f7f1e3"/>
  <rect width="${W}" height="${H}" fill="#f7f1e3" filter="url(#paper)"/>
  <!-- ornamental border -->
  <rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="#2c5a4a" stroke-width="6"/>
  <rect x="46" y="46" width="${W - 92}" height="${H - 92}" fill="url(#diam)" opacity="0.55"/>
  <rect x="76" y="76" width="${W - 152}" height="${H - 152}" fill="#f7f1e3"/>
  <rect x="46" y="46" width="${W - 92}" height="${H - 92}" fill="none" stroke="#2c5a4a" stroke-width="1.5"/>
  <rect x="76" y="76" width="${W - 152}" height="${H - 152}" fill="none" stroke="#2c5a4a" stroke-width="1.5"/>
  <rect x="88" y="88" width="${W - 176}" height="${H - 176}" fill="none" stroke="#b08d3c" stroke-width="1"/>
  ${guilloche(130, 118, W - 260, 22)}
  ${guilloche(130, H - 118, W - 260, 22)}
  ${rosette(118, 118)}${rosette(W - 118, 118)}${rosette(118, H - 118)}${rosette(W - 118, H - 118)}
  <!-- authority header with crest -->
  <g transform="translate(800 222)">
    <path d="M -40 -52 L 40 -52 L 40 8 Q 40 44 0 62 Q -40 44 -40 8 Z" fill="#2c5a4a"/>
    <path d="M -30 -42 L 30 -42 L 30 6 Q 30 36 0 51 Q -30 36 -30 6 Z" fill="none" stroke="#e6d39a" stroke-width="2"/>
    <path d="M -18 20 L -18 -8 L 0 -24 L 18 -8 L 18 20 Z" fill="none" stroke="#e6d39a" stroke-width="3"/>
    <rect x="-6" y="4" width="12" height="16" fill="#e6d39a"/>
  </g>
  <text x="800" y="330" text-anchor="middle" font-family="${SANS}" font-size="22" letter-spacing="7" fill="#2c5a4a" font-weight="600">HOME CONSTRUCTION REGULATORY AUTHORITY</text>
  <text x="800" y="362" text-anchor="middle" font-family="${SANS}" font-size="16" letter-spacing="4" fill="#55645c">PROVINCE OF ONTARIO \u2022 LICENSING REGISTRY</text>
  <text x="800" y="448" text-anchor="middle" font-family="${SERIF}" font-size="66" fill="#1e2a24">Certificate of Licence</text>
  <text x="800" y="500" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="26" fill="#4a574f">This is to certify that</text>
  <text x="800" y="580" text-anchor="middle" font-family="${SERIF}" font-size="60" font-weight="600" letter-spacing="2" fill="#1e2a24">Maple &amp; Mortar Interiors</text>
  <line x1="420" y1="604" x2="1180" y2="604" stroke="#b08d3c" stroke-width="1.5"/>
  <text x="800" y="644" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="24" fill="#4a574f">is licensed under the Home Construction Licensing Act in the following classes</text>
  ${classes
    .map(
      ([c, d], i) =>
        `<text x="520" y="${702 + i * 42}" font-family="${SANS}" font-size="21" font-weight="700" fill="#2c5a4a">${esc(c)}</text><text x="640" y="${702 + i * 42}" font-family="${SERIF}" font-size="25" fill="#1e2a24">${esc(d)}</text>`,
    )
    .join("\n  ")}
  <text x="170" y="878" font-family="${SANS}" font-size="15" letter-spacing="3" fill="#55645c">LICENCE NUMBER</text>
  <text x="170" y="912" font-family="${SERIF}" font-size="32" fill="#1e2a24">B-48213-ON</text>
  <text x="480" y="878" font-family="${SANS}" font-size="15" letter-spacing="3" fill="#55645c">EFFECTIVE</text>
  <text x="480" y="912" font-family="${SERIF}" font-size="32" fill="#1e2a24">1 March 2025</text>
  <text x="780" y="878" font-family="${SANS}" font-size="15" letter-spacing="3" fill="#55645c">EXPIRES</text>
  <text x="780" y="912" font-family="${SERIF}" font-size="32" fill="#1e2a24">28 February 2027</text>
  <!-- signature -->
  <path d="M 178 1000 C 200 960, 222 1010, 246 985 S 290 950, 300 990 S 350 1000, 372 972 S 410 990, 440 980" fill="none" stroke="#1e2a3a" stroke-width="2.2"/>
  <line x1="170" y1="1018" x2="520" y2="1018" stroke="#1e2a24" stroke-width="1.2"/>
  <text x="170" y="1044" font-family="${SANS}" font-size="16" fill="#55645c">Registrar, Home Construction Regulatory Authority</text>
  <!-- seal -->
  ${rays}
  <circle cx="1300" cy="930" r="128" fill="url(#gold)"/>
  <circle cx="1300" cy="930" r="116" fill="none" stroke="#7a5a1e" stroke-width="2"/>
  <circle cx="1300" cy="930" r="76" fill="none" stroke="#7a5a1e" stroke-width="2"/>
  ${letters}
  <text x="1300" y="922" text-anchor="middle" font-family="${SERIF}" font-size="30" font-weight="700" fill="#6b4c15">HCRA</text>
  <text x="1300" y="954" text-anchor="middle" font-family="${SANS}" font-size="14" letter-spacing="3" fill="#6b4c15">LICENSED</text>
  <!-- SAMPLE marking -->
  <text x="800" y="700" text-anchor="middle" transform="rotate(-28 800 640)" font-family="${SANS}" font-size="300" font-weight="800" letter-spacing="30" fill="#b3261e" fill-opacity="0.16" stroke="#b3261e" stroke-opacity="0.35" stroke-width="3">SAMPLE</text>
  <rect x="380" y="1086" width="840" height="54" rx="6" fill="#b3261e"/>
  <text x="800" y="1121" text-anchor="middle" font-family="${SANS}" font-size="23" font-weight="600" fill="#ffffff">Sample certificate \u2014 to be replaced by the company\u2019s scan</text>
</svg>`;
}
await sharp(Buffer.from(certificateSvg())).jpeg({ quality: 86, mozjpeg: true }).toFile(join(out, "certificate-sample.jpg"));
writeFileSync(join(here, "brand/certificate-sample.svg"), certificateSvg());

// ------------------------------------------------------------------ share cards
async function shareCard(file: string, render: string, word: string, line: string, focus = 0.5) {
  const W = 1200, H = 630;
  const src = join(lib, render);
  if (!existsSync(src)) throw new Error(`missing render ${render}`);
  const meta = await sharp(src).metadata();
  const scale = W / meta.width!;
  const ch = Math.round(H / scale);
  const top = Math.round(Math.max(0, Math.min(meta.height! - ch, (meta.height! - ch) * focus)));
  const base = await sharp(src).extract({ left: 0, top, width: meta.width!, height: ch }).resize(W, H).toBuffer();
  const lw = 430, ls = lw / logo.width;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="l" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#0e1512" stop-opacity="0.86"/><stop offset="0.45" stop-color="#0e1512" stop-opacity="0.55"/><stop offset="0.8" stop-color="#0e1512" stop-opacity="0.05"/>
    </linearGradient>
    <linearGradient id="b" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0.5" stop-color="#0e1512" stop-opacity="0"/><stop offset="1" stop-color="#0e1512" stop-opacity="0.6"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#l)"/>
  <rect width="${W}" height="${H}" fill="url(#b)"/>
  <g transform="translate(72 70) scale(${ls.toFixed(4)})" fill="#efe6d4" color="#efe6d4">${logo.body}</g>
  <rect x="74" y="${H - 250}" width="56" height="2" fill="#c9a24a"/>
  <text x="72" y="${H - 160}" font-family="${SERIF}" font-size="84" fill="#f6f0e4">${esc(word)}</text>
  <text x="74" y="${H - 104}" font-family="${SANS}" font-size="25" fill="#e4dccb" fill-opacity="0.92">${esc(line)}</text>
  <text x="74" y="${H - 62}" font-family="${SANS}" font-size="17" letter-spacing="4" fill="#c9a24a">MISSISSAUGA \u2022 ONTARIO</text>
</svg>`;
  await sharp(base).composite([{ input: Buffer.from(overlay) }]).jpeg({ quality: 84, mozjpeg: true }).toFile(join(out, file));
}
await shareCard("share-default.jpg", "living-room-01.jpg", "Interiors & construction", "Design, renovation and building across the GTA", 0.55);
await shareCard("share-portfolio.jpg", "kitchen-01.jpg", "Portfolio", "Kitchens, baths, basements, homes and commercial spaces", 0.5);
await shareCard("share-blog.jpg", "bedroom-01.jpg", "Journal", "Ideas, costs and advice from our design studio", 0.5);
await shareCard("share-faq.jpg", "home-office-01.jpg", "Questions & answers", "Permits, timelines, budgets and how we work", 0.45);
console.log("brand images written to content/media/brand/");
