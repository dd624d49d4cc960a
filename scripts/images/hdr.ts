// Minimal Radiance .hdr (RGBE) reader + filmic tone mapping used by render.ts.
import { readFileSync } from "node:fs";

export interface HDRImage { width: number; height: number; data: Float32Array }

export function readHDR(path: string): HDRImage {
  const buf = readFileSync(path);
  let pos = 0;
  const line = () => {
    const start = pos;
    while (pos < buf.length && buf[pos] !== 0x0a) pos++;
    const s = buf.toString("latin1", start, pos);
    pos++;
    return s;
  };
  const magic = line();
  if (!magic.startsWith("#?")) throw new Error(`${path}: not a Radiance HDR file`);
  while (line().trim() !== "") { /* header lines */ }
  const dims = line().trim().split(/\s+/);
  const height = Number(dims[1]);
  const width = Number(dims[3]);
  const data = new Float32Array(width * height * 3);
  const scan = new Uint8Array(width * 4);
  for (let y = 0; y < height; y++) {
    const rle = width >= 8 && width < 32768 && buf[pos] === 2 && buf[pos + 1] === 2 && ((buf[pos + 2] << 8) | buf[pos + 3]) === width;
    if (rle) {
      pos += 4;
      for (let c = 0; c < 4; c++) {
        let x = 0;
        while (x < width) {
          let count = buf[pos++];
          if (count > 128) {
            count -= 128;
            const v = buf[pos++];
            for (let i = 0; i < count; i++) scan[(x++) * 4 + c] = v;
          } else {
            for (let i = 0; i < count; i++) scan[(x++) * 4 + c] = buf[pos++];
          }
        }
      }
    } else {
      for (let x = 0; x < width; x++) {
        scan[x * 4] = buf[pos++]; scan[x * 4 + 1] = buf[pos++]; scan[x * 4 + 2] = buf[pos++]; scan[x * 4 + 3] = buf[pos++];
      }
    }
    for (let x = 0; x < width; x++) {
      const e = scan[x * 4 + 3];
      const o = (y * width + x) * 3;
      if (e === 0) { data[o] = data[o + 1] = data[o + 2] = 0; continue; }
      const f = Math.pow(2, e - 136);
      data[o] = (scan[x * 4] + 0.5) * f;
      data[o + 1] = (scan[x * 4 + 1] + 0.5) * f;
      data[o + 2] = (scan[x * 4 + 2] + 0.5) * f;
    }
  }
  return { width, height, data };
}

export interface Grade { exposure?: number; warmth?: number; saturation?: number; vignette?: number; contrast?: number }

const aces = (x: number) => Math.min(1, Math.max(0, (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)));
const srgb = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055);

/** Filmic tone map to 8-bit sRGB, with gentle photographic grading. */
export function toneMap(img: HDRImage, g: Grade = {}): Buffer {
  const { width, height, data } = img;
  const exp = g.exposure ?? 1;
  const warm = g.warmth ?? 0;           // -1..1, shifts white balance
  const sat = g.saturation ?? 0.95;
  const vig = g.vignette ?? 0.16;
  const contrast = g.contrast ?? 1.0;
  const wb = [1 + 0.06 * warm, 1, 1 - 0.08 * warm];
  const out = Buffer.alloc(width * height * 3);
  const cx = width / 2, cy = height / 2, rmax = Math.hypot(cx, cy);
  const lut = new Uint8Array(4097);
  for (let i = 0; i <= 4096; i++) {
    let v = srgb(i / 4096);
    // mild S curve around mid grey
    v = v + (contrast - 1) * (v - 0.5) * v * (1 - v) * 4;
    lut[i] = Math.round(Math.min(1, Math.max(0, v)) * 255);
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const r2 = Math.hypot(x - cx, y - cy) / rmax;
      const v = 1 - vig * Math.pow(r2, 2.2);
      let r = data[o] * exp * wb[0] * v, gg = data[o + 1] * exp * wb[1] * v, b = data[o + 2] * exp * wb[2] * v;
      const l = 0.2126 * r + 0.7152 * gg + 0.0722 * b;
      r = l + (r - l) * sat; gg = l + (gg - l) * sat; b = l + (b - l) * sat;
      out[o] = lut[Math.round(aces(Math.max(0, r)) * 4096)];
      out[o + 1] = lut[Math.round(aces(Math.max(0, gg)) * 4096)];
      out[o + 2] = lut[Math.round(aces(Math.max(0, b)) * 4096)];
    }
  }
  return out;
}
