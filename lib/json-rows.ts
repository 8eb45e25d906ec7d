// Reading a large JSON table without JSON.parse: only the strings the caller keeps are made.
/** How many times `text` occurs in `buf`, without overlaps. */
export const countOccurrences = (buf: Buffer, text: string): number => {
  let n = 0;
  for (let at = buf.indexOf(text); at >= 0; at = buf.indexOf(text, at + text.length)) n++;
  return n;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The rows of a JSON array of arrays of `width` strings, read off the file's bytes one string at a time,
 * each row handed to `visit` in a reused array; returns how many there were. For large tables read once
 * into columns: JSON.parse of the 8 MB city file (ats-adapters/answers/places.ts) built its 148,000 arrays
 * and 740,000 strings at once, some 60 MiB that stayed resident in the worker after (docs/performance.md,
 * "Memory").
 */
export function eachJsonRow(buf: Buffer, width: number, visit: (fields: string[], row: number) => void): number {
  const fields = new Array<string>(width);
  let filled = 0;
  let row = 0;
  for (let start = buf.indexOf(QUOTE); start >= 0;) {
    let end = buf.indexOf(QUOTE, start + 1);
    // A quote after an odd run of backslashes is part of the string.
    for (;;) {
      let slashes = 0;
      while (buf[end - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) break;
      end = buf.indexOf(QUOTE, end + 1);
    }
    const raw = buf.toString("utf8", start + 1, end);
    fields[filled++] = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
    if (filled === width) {
      visit(fields, row++);
      filled = 0;
    }
    start = buf.indexOf(QUOTE, end + 1);
  }
  return row;
}
