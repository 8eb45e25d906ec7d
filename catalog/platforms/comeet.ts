// Comeet: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/comeet.ts.
import { describePlatform } from "../descriptor";

export const platform = describePlatform({
  id: "comeet",
  name: "Comeet",
  tier: "board",
  account: "none",
  hosts: ["www.comeet.com", "comeet.com", "www.comeet.co", "comeet.co"],
  detect: ({ segs }) => {
    if (segs[0] !== "jobs" || !segs[1] || !segs[2]) return null;
    const uid = segs.length >= 5 && /^[0-9A-F]{2}\.[0-9A-F]{2,4}$/i.test(segs[4]) ? segs[4].toUpperCase() : null;
    return { tenant: segs[1].toLowerCase(), jobId: uid };
  },
  senderDomains: ["comeet.co", "comeet.com"], // guess
  support: { endToEnd: true, simulator: "guesses", variants: true },
});
