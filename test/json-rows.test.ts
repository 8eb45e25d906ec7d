// lib/json-rows.ts: a JSON table read off its bytes gives what JSON.parse gives, escapes and all.
import { describe, expect, it } from "vitest";
import { countOccurrences, eachJsonRow } from "../lib/json-rows";

describe("eachJsonRow", () => {
  it("reads every row as JSON.parse does, with escaped quotes, backslashes and non-ASCII names", () => {
    const table = [
      ["Canillo", "AD", "02"],
      ['Say "when"', "US", "TX"],
      ["back\\slash\\", "FR", "75"],
      ["Zürich", "CH", "ZH"],
      ["Ōsaka\u00a0\n", "JP", "27"],
    ];
    const buf = Buffer.from(JSON.stringify(table));
    const rows: string[][] = [];
    const count = eachJsonRow(buf, 3, (fields, i) => (rows[i] = [...fields]));
    expect(count).toBe(table.length);
    expect(rows).toEqual(table);
    expect(countOccurrences(buf, "],[") + 1).toBe(table.length);
  });
});
