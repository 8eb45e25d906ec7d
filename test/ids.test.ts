import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { isId, newId } from "../lib/ids";

describe("newId", () => {
  it("makes prefixed ids of 24 characters that isId accepts, none repeated", () => {
    const ids = Array.from({ length: 10_000 }, () => newId("app"));
    for (const id of ids.slice(0, 100)) {
      expect(id).toMatch(/^app_[0-9a-z]{9}[0-9A-Za-z]{15}$/);
      expect(isId("app", id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sorts ids made in later milliseconds after earlier ones, byte for byte and in a locale's collation", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(newId("app"));
      await sleep(2);
    }
    expect([...ids].sort()).toEqual(ids);
    expect([...ids].sort((a, b) => a.localeCompare(b, "en-US"))).toEqual(ids);
  });
});
