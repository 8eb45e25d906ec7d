// ATS_HOST_MAP: sends a posting's real host (boards.greenhouse.io) to a local simulator, for Chromium and
// for the service's own HTTP calls alike, so posting URLs keep their real shape in tests and local trials.
//
//   ATS_HOST_MAP="boards.greenhouse.io=127.0.0.1:4001,*.myworkdayjobs.com=127.0.0.1:4002"
//
// Exact hosts win over wildcards; "*.example.com" matches any subdomain (any depth), not example.com.
//
// Chromium (verified with Chromium 156 headless, test/catalog/host-map-chromium.test.ts):
// - `--host-resolver-rules="MAP boards.greenhouse.io 127.0.0.1:4001"` honours the port, and the page's
//   Host header stays "boards.greenhouse.io". Rules are tried in order, first match wins.
// - Some hosts are on Chromium's built-in HSTS preload list (checked: jobs.ashbyhq.com, *.icims.com,
//   *.bamboohr.com, ats.rippling.com, careers.jobscore.com): http:// is rewritten to https:// before any
//   request, and the mapped port then receives a TLS handshake. Chromium also tries https:// first for
//   every http:// navigation (HTTPS-Upgrades) and falls back to http:// when TLS fails. So a simulator
//   for those hosts must answer TLS on the same port (any self-signed certificate): chromiumHostMapArgs
//   adds --ignore-certificate-errors whenever a map is configured. No switch turns off the preload list,
//   and a proxy does not help (the upgrade happens before the proxy is chosen).
//
// The service's own requests and Chromium's both go through the outbound policy (lib/outbound.ts,
// lib/outbound-proxy.ts), which keeps the real URL and Host and only changes where the socket connects
// for mapped hosts (plain TCP to the mapped address: simulators speak plain HTTP to the service).
// Mapped hosts are the policy's only exemption.
import net from "node:net";

export interface HostMapEntry {
  /** Lower-case host, or "*.suffix" for a wildcard. */
  pattern: string;
  /** IP address or host name to connect to (no brackets around IPv6). */
  address: string;
  port: number;
}
export type HostMap = readonly HostMapEntry[];

export class HostMapError extends Error {
  override name = "HostMapError";
}

const TARGET = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i;
const HOST_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Parses "host=addr:port,..." (whitespace tolerated). Throws HostMapError naming the bad entry. */
export function parseHostMap(raw: string): HostMap {
  const entries: HostMapEntry[] = [];
  for (const item of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.indexOf("=");
    const pattern = item.slice(0, eq).trim().toLowerCase().replace(/\.$/, "");
    const target = item.slice(eq + 1).trim();
    if (eq < 0 || !HOST_PATTERN.test(pattern)) {
      throw new HostMapError(`ATS_HOST_MAP entry "${item}" must look like host=127.0.0.1:port or *.domain=127.0.0.1:port`);
    }
    const addr = TARGET.exec(target);
    const port = Number(addr?.[2]);
    if (!addr || !(port >= 1 && port <= 65535)) {
      throw new HostMapError(`ATS_HOST_MAP entry "${item}" needs an address with a port, e.g. 127.0.0.1:4001`);
    }
    if (entries.some((e) => e.pattern === pattern)) throw new HostMapError(`ATS_HOST_MAP maps "${pattern}" twice`);
    entries.push({ pattern, address: addr[1].replace(/^\[(.*)\]$/, "$1").toLowerCase(), port });
  }
  // Exact hosts first, then wildcards from the most specific: the order lookups and Chromium both use.
  const specificity = (e: HostMapEntry) => (e.pattern.startsWith("*.") ? e.pattern.length : Number.MAX_SAFE_INTEGER);
  return Object.freeze(entries.sort((a, b) => specificity(b) - specificity(a)));
}

/** The entry that serves `host` (any case, trailing dot tolerated), or null. */
export function lookupHost(host: string, map: HostMap): HostMapEntry | null {
  const h = host.toLowerCase().replace(/\.$/, "");
  return map.find((e) => (e.pattern.startsWith("*.") ? h.endsWith(e.pattern.slice(1)) : h === e.pattern)) ?? null;
}

const formatAddress = (e: HostMapEntry) => `${net.isIPv6(e.address) ? `[${e.address}]` : e.address}:${e.port}`;

/** The value of Chromium's --host-resolver-rules for this map ("" when empty). */
export function chromiumHostResolverRules(map: HostMap): string {
  return map.map((e) => `MAP ${e.pattern} ${formatAddress(e)}`).join(",");
}

/** Extra Chromium launch arguments for this map: none without a map (production). */
export function chromiumHostMapArgs(map: HostMap): string[] {
  if (map.length === 0) return [];
  return [`--host-resolver-rules=${chromiumHostResolverRules(map)}`, "--ignore-certificate-errors"];
}
