import { describe, expect, it } from "vitest";
import { ATS_IDS, BASE_PRICE_CENTS, CATALOG, getPlatform } from "../../catalog";

// The ids of docs/api-rules.md#catalog-and-detection, copied here on purpose: renaming one breaks clients.
const CONTRACT_IDS = [
  "greenhouse",
  "lever",
  "ashby",
  "workday",
  "smartrecruiters",
  "icims",
  "workable",
  "bamboohr",
  "taleo",
  "successfactors",
  "oracle",
  "jazzhr",
  "jobvite",
  "breezy",
  "recruitee",
  "personio",
  "teamtailor",
  "pinpoint",
  "rippling",
  "paylocity",
  "adp",
  "ukg",
  "dayforce",
  "paycom",
  "jobscore",
  "comeet",
  "zoho_recruit",
  "freshteam",
];

describe("catalog", () => {
  it("has exactly the contract's unique ids", () => {
    const ids = CATALOG.map((p) => p.id);
    expect(ids).toHaveLength(CONTRACT_IDS.length);
    expect(new Set(ids).size).toBe(ATS_IDS.length);
    expect([...ids].sort()).toEqual([...CONTRACT_IDS].sort());
    expect([...ATS_IDS]).toEqual(CONTRACT_IDS);
  });

  it("gives every platform a name, display hosts and a positive whole-cent price", () => {
    for (const p of CATALOG) {
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.hosts.length).toBeGreaterThan(0);
      for (const host of p.hosts) expect(host).toMatch(/^(\*\.)?[a-z0-9.-]+\.[a-z]+$/);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
    }
    expect(Number.isInteger(BASE_PRICE_CENTS) && BASE_PRICE_CENTS > 0).toBe(true);
  });

  it("asks the client for an account password on Workday only", () => {
    expect(CATALOG.filter((p) => p.requiresAccountPassword).map((p) => p.id)).toEqual(["workday"]);
  });

  it("marks the platforms where the service keeps an account", () => {
    expect(
      CATALOG.filter((p) => p.accountBased)
        .map((p) => p.id)
        .sort(),
    ).toEqual(["adp", "icims", "successfactors", "taleo", "ukg", "workday"]);
  });

  it("prices account wizards above simple boards", () => {
    expect(getPlatform("workday")!.priceCents).toBeGreaterThan(getPlatform("greenhouse")!.priceCents);
  });

  it("looks platforms up by id", () => {
    expect(getPlatform("zoho_recruit")?.name).toBe("Zoho Recruit");
    expect(getPlatform("nope")).toBeUndefined();
    expect(getPlatform("Lever")).toBeUndefined();
  });

  it("cannot be modified by a caller", () => {
    expect(() => ((CATALOG as unknown as { priceCents: number }[])[0].priceCents = 0)).toThrow(TypeError);
  });
});
