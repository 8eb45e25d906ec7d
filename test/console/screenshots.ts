// Screenshot checks that can fail: a picture compared with a committed reference PNG (pixelmatch, with
// a tolerance for anti-aliasing), and a picture that must not be blank. UPDATE_CONSOLE_SCREENSHOTS=1
// writes the references anew; a failed comparison leaves the picture and the difference in a temporary
// directory named in the message.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export const REFERENCE_DIR = path.join(import.meta.dirname, "reference");

/** Share of pixels allowed to differ (beyond anti-aliasing) before a picture counts as changed. */
const TOLERANCE = 0.001;

/** Compares `png` with reference/<name>.png; returns a description of the difference, or null when alike. */
export function differenceFromReference(name: string, png: Uint8Array): string | null {
  const file = path.join(REFERENCE_DIR, `${name}.png`);
  if (process.env.UPDATE_CONSOLE_SCREENSHOTS === "1" || !existsSync(file)) {
    mkdirSync(REFERENCE_DIR, { recursive: true });
    writeFileSync(file, png);
    if (process.env.UPDATE_CONSOLE_SCREENSHOTS === "1") return null;
    return `${file} did not exist: written now; look at it, commit it and run again`;
  }
  const actual = PNG.sync.read(Buffer.from(png));
  const expected = PNG.sync.read(readFileSync(file));
  const keep = (diff?: PNG) => {
    const dir = mkdtempSync(path.join(tmpdir(), "console-screenshot-"));
    writeFileSync(path.join(dir, `${name}.png`), png);
    if (diff) writeFileSync(path.join(dir, `${name}.diff.png`), PNG.sync.write(diff));
    return dir;
  };
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return `${name}: ${actual.width}x${actual.height}, the reference is ${expected.width}x${expected.height} (picture in ${keep()})`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = changed / (actual.width * actual.height);
  if (share <= TOLERANCE) return null;
  return `${name}: ${(share * 100).toFixed(2)}% of pixels differ from the reference (allowed ${TOLERANCE * 100}%; pictures in ${keep(diff)})`;
}

/** How much of the picture is not (near) white, and how many pixels are (near) the colour `rgb`. */
export function inkOf(png: Uint8Array, rgb: [number, number, number]): { inked: number; ofColour: number } {
  const { data, width, height } = PNG.sync.read(Buffer.from(png));
  let inked = 0;
  let ofColour = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r < 235 || g < 235 || b < 235) inked++;
    if (Math.abs(r - rgb[0]) + Math.abs(g - rgb[1]) + Math.abs(b - rgb[2]) < 60) ofColour++;
  }
  return { inked: inked / (width * height), ofColour };
}
