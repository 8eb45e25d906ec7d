// A small PNG decoder for the tests (8-bit greyscale, RGB or RGBA, not interlaced: what Chromium's
// screenshots are): it checks the signature, every chunk's CRC and the zlib stream, so a truncated or
// corrupt image fails to decode.
import { crc32, inflateSync } from "node:zlib";

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  rgba: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG (signature)");
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < png.length && !ended) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) throw new Error(`bad CRC in ${type}`);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      colorType = data[9]!;
      if (depth !== 8 || data[12] !== 0 || ![0, 2, 6].includes(colorType))
        throw new Error(`unsupported PNG (depth ${depth}, type ${colorType})`);
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") ended = true;
    offset += 12 + length;
  }
  if (!ended || !width || !height) throw new Error("truncated PNG");
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 1;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error("PNG data does not match its size");
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      const x = line[i]!;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new Error(`bad filter ${filter}`);
      out[i] = v & 0xff;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const s = p * channels;
    rgba[p * 4] = pixels[s]!;
    rgba[p * 4 + 1] = pixels[s + (channels >= 3 ? 1 : 0)]!;
    rgba[p * 4 + 2] = pixels[s + (channels >= 3 ? 2 : 0)]!;
    rgba[p * 4 + 3] = channels === 4 ? pixels[s + 3]! : 255;
  }
  return { width, height, rgba };
}

/** The pixels of a rectangle (RGBA rows), for comparing one region of two images. */
export function region(img: DecodedPng, r: { x: number; y: number; width: number; height: number }): Buffer {
  const rows: Buffer[] = [];
  for (let y = Math.round(r.y); y < Math.round(r.y + r.height); y++) {
    rows.push(img.rgba.subarray((y * img.width + Math.round(r.x)) * 4, (y * img.width + Math.round(r.x + r.width)) * 4));
  }
  return Buffer.concat(rows);
}
