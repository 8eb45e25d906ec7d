// The one outbound-request policy (docs/guarantees.md, "Nothing a client sends makes the service reach
// where it must not"). Every way the service reaches an address a client named goes through it:
// Chromium (through lib/outbound-proxy.ts), resume and file downloads, webhook delivery.
//
// - Only public unicast addresses: loopback, private (RFC 1918, fc00::/7), link-local (the metadata
//   service at 169.254.169.254 and fd00:ec2::254 included), CGNAT, multicast, unspecified, broadcast and
//   reserved ranges are refused, and so are IPv6 forms that carry such an IPv4 address (IPv4-mapped,
//   IPv4-compatible, NAT64, 6to4). Names that only ever mean the machine or its cloud are refused by name.
// - The check runs on the address actually connected to: the name is resolved once, every answer is
//   checked, and the socket is opened to the checked address (no second lookup, so no DNS rebinding).
//   A redirect is a new connection and is checked again; redirects are followed by hand, a few at most.
// - ATS_HOST_MAP targets (lib/host-map.ts) are the operator's own and exempt; `allowPrivateNetworks`
//   (WEBHOOK_ALLOW_PRIVATE_NETWORKS) is set for webhook delivery only.
import { lookup } from "node:dns/promises";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit, type Response } from "undici";
import { lookupHost, type HostMap } from "./host-map";

/** Resolves a host name to its addresses (all of them). Tests inject one. */
export type Resolver = (hostname: string) => Promise<string[]>;

export interface OutboundPolicy {
  /** Hosts sent to local simulators; exempt from the address rules. */
  hostMap: HostMap;
  /** Webhooks in development and tests only: loopback and private receivers are allowed. */
  allowPrivateNetworks: boolean;
  resolve: Resolver;
}

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export function outboundPolicy(opts: Partial<OutboundPolicy> = {}): OutboundPolicy {
  return { hostMap: opts.hostMap ?? [], allowPrivateNetworks: opts.allowPrivateNetworks ?? false, resolve: opts.resolve ?? systemResolver };
}

/** The target is not one the service may reach. The message names the kind of address, never the address. */
export class OutboundRefused extends Error {
  override name = "OutboundRefused";
}

/** The name did not resolve (a transient failure, or a typo): nothing was refused, nothing was reached. */
export class UnresolvedHost extends Error {
  override name = "UnresolvedHost";
}

/** Names that mean this machine, whatever DNS says (allowed only where private networks are). */
const LOCAL_NAMES = /^(localhost|.*\.localhost)$/;
/** Cloud metadata services: refused everywhere, by name and by address, private networks allowed or not. */
const METADATA_NAMES = new Set(["metadata", "metadata.google.internal", "instance-data", "instance-data.ec2.internal"]);
const METADATA_ADDRESSES = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254"]);

/** Why the service may not connect to this IP address ("a loopback address"), or null when it may. */
export function addressProblem(address: string, allowPrivate = false): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, ""));
  } catch {
    return "not an IP address";
  }
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    const embedded = v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : embeddedIPv4(v6);
    if (embedded) return addressProblem(embedded, allowPrivate);
  }
  if (METADATA_ADDRESSES.has(ip.toString())) return "a cloud metadata address";
  const range = ip.range();
  if (range === "unicast") return null;
  if (allowPrivate && ["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"].includes(range)) return null;
  return `${/^[aeiou]/i.test(range) ? "an" : "a"} ${range} address`;
}

/** The IPv4 address inside an IPv4-compatible (::/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIPv4(ip: ipaddr.IPv6): string | null {
  const p = ip.parts;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (n: number) => p.slice(0, n).every((x) => x === 0);
  if (zeros(6) && (p[6] !== 0 || p[7] > 1)) return v4(p[6], p[7]); // :: and ::1 keep their own ranges
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return v4(p[6], p[7]);
  if (p[0] === 0x2002) return v4(p[1], p[2]);
  return null;
}

/** Why `hostname` (as in URL.hostname) may not be reached by its name alone, or null. */
export function hostnameProblem(hostname: string, allowPrivate = false): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (METADATA_NAMES.has(host)) return "a cloud metadata service";
  return LOCAL_NAMES.test(host) && !allowPrivate ? "a name of this machine" : null;
}

/**
 * Why a URL could never be delivered to under the policy, judged from the URL alone (a name that
 * resolves inside is refused when a delivery connects): a metadata service's name or address, or an
 * address of this machine or a private network when those are not allowed. Null when none of these.
 */
export function urlTargetProblem(url: string, allowPrivate = false): string | null {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const problem = net.isIP(host) ? addressProblem(host, allowPrivate) : hostnameProblem(host, allowPrivate);
  return problem && `names ${problem}, which is never delivered to`;
}

export interface ConnectTarget {
  /** The IP address (or, for a mapped host, the address from ATS_HOST_MAP) to open the socket to. */
  address: string;
  port: number;
  mapped: boolean;
}

/**
 * Where to connect for `hostname:port` under the policy: the host map's entry, or the first address the
 * name resolves to when every answer is allowed. Throws OutboundRefused otherwise, UnresolvedHost when
 * the name has no address.
 */
export async function connectTarget(policy: OutboundPolicy, hostname: string, port: number): Promise<ConnectTarget> {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const entry = lookupHost(host, policy.hostMap);
  if (entry) return { address: entry.address, port: entry.port, mapped: true };
  const named = hostnameProblem(host, policy.allowPrivateNetworks);
  if (named) throw new OutboundRefused(`${hostname} is ${named}`);
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new UnresolvedHost(`${hostname} could not be resolved`);
  }
  // Every answer must pass: a name that also points inside is refused even if one answer is public.
  for (const address of addresses) {
    const problem = addressProblem(address, policy.allowPrivateNetworks);
    if (problem) throw new OutboundRefused(`${hostname} ${net.isIP(host) ? "is" : "resolves to"} ${problem}`);
  }
  return { address: addresses[0], port, mapped: false };
}

const dispatchers = new WeakMap<OutboundPolicy, Agent>();

/**
 * An undici dispatcher that opens every socket to the address connectTarget checked (the socket is
 * given the IP, so nothing resolves the name again). TLS still verifies the certificate for the name.
 * Mapped hosts get plain TCP at their local address: simulators speak plain HTTP to the service.
 */
export function policyDispatcher(policy: OutboundPolicy): Agent {
  let agent = dispatchers.get(policy);
  if (!agent) {
    const direct = buildConnector({});
    agent = new Agent({
      connect(opts, callback) {
        const port = Number(opts.port) || (opts.protocol === "https:" ? 443 : 80);
        connectTarget(policy, opts.hostname, port).then(
          (target) => {
            const name = opts.hostname.replace(/^\[|\]$/g, "");
            const servername = target.mapped || net.isIP(name) ? undefined : name;
            const protocol = target.mapped ? "http:" : opts.protocol;
            direct({ ...opts, hostname: target.address, port: String(target.port), protocol, servername }, callback);
          },
          (err: Error) => callback(err, null),
        );
      },
    });
    dispatchers.set(policy, agent);
  }
  return agent;
}

export interface FetchOptions {
  /** Redirects followed (each hop checked again); one more is an OutboundRefused. */
  maxRedirects?: number;
}

/**
 * fetch() under the policy. Redirects of a GET are followed by hand (at most maxRedirects, default 5,
 * http(s) only), each hop connecting through the checking dispatcher. Pass `redirect: "manual"` in init and
 * maxRedirects 0 to get a 3xx back instead. Refusals reject with OutboundRefused, names without an
 * address with UnresolvedHost.
 */
export async function policyFetch(
  url: string,
  init: RequestInit,
  policy: OutboundPolicy,
  opts: FetchOptions = {},
): Promise<{ response: Response; url: string }> {
  const maxRedirects = opts.maxRedirects ?? 5;
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    if (current.protocol !== "http:" && current.protocol !== "https:")
      throw new OutboundRefused(`${current.protocol} URLs are not fetched`);
    let response: Response;
    try {
      response = await undiciFetch(current.href, { ...init, redirect: "manual", dispatcher: policyDispatcher(policy) });
    } catch (err) {
      const cause = (err as Error).cause;
      throw cause instanceof OutboundRefused || cause instanceof UnresolvedHost ? cause : err;
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location || init.redirect === "manual") return { response, url: current.href };
    await response.body?.cancel().catch(() => undefined);
    if (hop >= maxRedirects) throw new OutboundRefused(`more than ${maxRedirects} redirects`);
    current = new URL(location, current);
  }
}
