// The ATS ids of the API contract, in the contract's order: never rename one. A file of their own so the
// platform descriptors (platforms/<id>.ts) and everything derived from them import them one way.
/** The contract's ids, in the contract's order. */
export const ATS_IDS = [
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
] as const;
export type AtsId = (typeof ATS_IDS)[number];
