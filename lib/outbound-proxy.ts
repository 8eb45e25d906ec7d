// A local forwarding proxy that puts Chromium under the outbound policy (lib/outbound.ts): every
// navigation, subresource, iframe, fetch and WebSocket of every page goes through it, because Chromium
// is launched with --proxy-server pointing here and --proxy-bypass-list=<-loopback> (which removes the
// built-in exemption of localhost and 127.0.0.1; see chromiumProxyArgs).
//
// Why a proxy rather than Puppeteer's request interception: Chromium resolves names itself, so an
// intercepted request can only be checked by name, and the name may resolve elsewhere by the time the
// socket opens (DNS rebinding); interception also misses WebSockets. Here the proxy resolves, checks
// every answer, and opens the socket to the checked address itself.
//
// ATS_HOST_MAP hosts are sent to their simulator's address and port for plain requests and CONNECT
// tunnels alike (a CONNECT to boards.greenhouse.io:443 reaches the simulator's port, which answers TLS:
// see lib/host-map.ts on HSTS preload). Refused targets get 403 with a short reason.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LookupFunction } from "node:net";
import { RequestError, Server, type PrepareRequestFunctionResult } from "proxy-chain";
import { connectTarget, OutboundRefused, UnresolvedHost, type ConnectTarget, type OutboundPolicy } from "./outbound";

export interface OutboundProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * Chromium flags that send all of its traffic, loopback included, through the proxy on `port`. The
 * headless shell (ats-adapters/browser-pool.ts) keeps WebRTC's UDP off by the switch; the full browser
 * ignores it and needs the profile preference (chromiumProfileDir). Both are set, so either binary is
 * held (test/outbound/chromium.test.ts counts the datagrams).
 */
export function chromiumProxyArgs(port: number): string[] {
  return [
    `--proxy-server=http://127.0.0.1:${port}`,
    "--proxy-bypass-list=<-loopback>",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  ];
}

/**
 * WebRTC sends UDP (STUN, media) around any HTTP proxy, to any address a page names. In the full
 * browser no command-line switch changes that; the profile preference `webrtc.ip_handling_policy` does
 * (Chrome's WebRtcIPHandling policy): "disable_non_proxied_udp" leaves WebRTC only what the proxy carries.
 * Returns a user data directory holding that preference, for --user-data-dir; remove it after use.
 */
export async function chromiumProfileDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "apply-chromium-"));
  await mkdir(path.join(dir, "Default"));
  const prefs = {
    webrtc: { ip_handling_policy: "disable_non_proxied_udp", multiple_routes_enabled: false, nonproxied_udp_enabled: false },
  };
  await writeFile(path.join(dir, "Default", "Preferences"), JSON.stringify(prefs));
  return dir;
}

/** A lookup that answers the address the policy checked, so the socket cannot go anywhere else. */
function pinnedLookup(address: string): LookupFunction {
  const family = net.isIPv6(address) ? 6 : 4;
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** Plain requests to a mapped host: every socket goes to the simulator's address and port. */
function mappedAgent(target: ConnectTarget): http.Agent {
  const agent = new http.Agent({ keepAlive: false });
  agent.createConnection = () => net.connect(target.port, target.address);
  return agent;
}

/**
 * CONNECT tunnels to a mapped host. proxy-chain hands the client's socket to a "custom connect server"
 * by emitting 'connection' on it; this one relays the bytes to the simulator's port.
 */
function mappedTunnel(target: ConnectTarget): http.Server {
  const relay = new net.Server();
  relay.on("connection", (client: net.Socket) => {
    const upstream = net.connect(target.port, target.address);
    client.pipe(upstream).pipe(client);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  return relay as unknown as http.Server;
}

// Direct (unmapped) plain requests: a socket per request, opened to the pinned address.
const directAgent = new http.Agent({ keepAlive: false });

export async function startOutboundProxy(policy: OutboundPolicy): Promise<OutboundProxy> {
  const server = new Server({
    host: "127.0.0.1",
    port: 0,
    verbose: false,
    async prepareRequestFunction({ hostname, port, isHttp }): Promise<PrepareRequestFunctionResult> {
      let target: ConnectTarget;
      try {
        target = await connectTarget(policy, hostname, port);
      } catch (err) {
        if (err instanceof OutboundRefused) throw new RequestError(`Refused by the service's outbound policy: ${err.message}.`, 403);
        if (err instanceof UnresolvedHost) throw new RequestError(`${err.message}.`, 502);
        throw err;
      }
      if (target.mapped) return isHttp ? { httpAgent: mappedAgent(target) } : { customConnectServer: mappedTunnel(target) };
      return { dnsLookup: pinnedLookup(target.address) as PrepareRequestFunctionResult["dnsLookup"], httpAgent: directAgent };
    },
  });
  // A client that hangs up mid-request is not the proxy's error; proxy-chain reports it as an event.
  server.on("requestFailed", () => undefined);
  await server.listen();
  return { port: server.port, close: () => server.close(true) };
}
