// The outbound policy itself (lib/outbound.ts): which addresses are refused in every spelling, that the
// check runs on the address the socket is opened to, and that every redirect hop is checked again.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHostMap } from "../../lib/host-map";
import { addressProblem, connectTarget, outboundPolicy, policyFetch, type Resolver } from "../../lib/outbound";

describe("addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["192.168.1.1", "private"],
    ["fd12:3456::1", "uniqueLocal"],
    ["169.254.1.1", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["FD00:0EC2:0:0::254", "metadata"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::127.0.0.1", "loopback"],
    ["::10.0.0.1", "private"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["2002:c0a8:0101::1", "private"],
  ])("refuses %s (%s)", (address, kind) => {
    expect(addressProblem(address)).toMatch(new RegExp(kind === "metadata" ? "cloud metadata" : kind));
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700::1111", "64:ff9b::808:808", "::ffff:93.184.215.14"])("allows public %s", (address) => {
    expect(addressProblem(address)).toBeNull();
  });

  it("lets private networks through only when allowed, and the metadata service never", () => {
    expect(addressProblem("10.0.0.1", true)).toBeNull();
    expect(addressProblem("::1", true)).toBeNull();
    expect(addressProblem("169.254.169.254", true)).toMatch(/metadata/);
    expect(addressProblem("0.0.0.0", true)).toMatch(/unspecified/);
  });
});

describe("names", () => {
  const resolve: Resolver = async (name) =>
    ({ "public.test": ["93.184.215.14"], "mixed.test": ["93.184.215.14", "10.0.0.7"], "v6.test": ["::1"] })[name] ?? [];
  const policy = outboundPolicy({ hostMap: parseHostMap("boards.greenhouse.io=127.0.0.1:4001"), resolve });

  it("connects to the checked address of a public name", async () => {
    await expect(connectTarget(policy, "public.test", 443)).resolves.toEqual({ address: "93.184.215.14", port: 443, mapped: false });
  });

  it.each([
    ["mixed.test", /resolves to a private/],
    ["v6.test", /resolves to a loopback/],
    ["localhost", /this machine/],
    ["app.localhost", /this machine/],
    ["metadata.google.internal", /metadata/],
    ["[::ffff:10.0.0.1]", /private/],
  ])("refuses %s", async (host, message) => {
    await expect(connectTarget(policy, host, 80)).rejects.toMatchObject({
      name: "OutboundRefused",
      message: expect.stringMatching(message),
    });
  });

  it("sends an ATS_HOST_MAP host to its simulator, exempt from the rules", async () => {
    await expect(connectTarget(policy, "boards.greenhouse.io", 443)).resolves.toEqual({ address: "127.0.0.1", port: 4001, mapped: true });
  });

  it("reports a name without an address as unresolved, not refused", async () => {
    await expect(connectTarget(policy, "nowhere.test", 80)).rejects.toMatchObject({ name: "UnresolvedHost" });
  });
});

describe("policyFetch against real local servers", () => {
  let internal: http.Server;
  let port: number;
  const hits: string[] = [];
  let lookups: string[] = [];
  // inside.test resolves to the loopback server, as a hostile DNS answer would. pinned.test answers
  // loopback once and another address after (rebinding): a request that arrives used the first answer.
  const resolve: Resolver = async (name) => {
    lookups.push(name);
    if (name === "pinned.test") return lookups.filter((n) => n === name).length === 1 ? ["127.0.0.1"] : ["10.9.9.9"];
    return name === "inside.test" ? ["127.0.0.1"] : [];
  };

  beforeAll(async () => {
    internal = http.createServer((req, res) => {
      hits.push(`${req.headers.host}${req.url}`);
      if (req.url === "/hop") return void res.writeHead(302, { location: `http://inside.test:${port}/landed` }).end();
      if (req.url === "/hop-literal") return void res.writeHead(302, { location: `http://127.0.0.1:${port}/landed` }).end();
      res.end("internal");
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
    port = (internal.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => internal.close(() => r())));

  it("refuses a name resolving to loopback when connecting, and the server sees nothing", async () => {
    const policy = outboundPolicy({ resolve });
    await expect(policyFetch(`http://inside.test:${port}/secret`, {}, policy)).rejects.toMatchObject({ name: "OutboundRefused" });
    expect(hits).toEqual([]);
  });

  it("checks every redirect hop: a mapped host that redirects inside is refused on the hop", async () => {
    const policy = outboundPolicy({ hostMap: parseHostMap(`files.example.test=127.0.0.1:${port}`), resolve });
    await expect(policyFetch("http://files.example.test/hop", {}, policy)).rejects.toMatchObject({
      name: "OutboundRefused",
      message: expect.stringMatching(/inside\.test resolves to a loopback/),
    });
    await expect(policyFetch("http://files.example.test/hop-literal", {}, policy)).rejects.toMatchObject({ name: "OutboundRefused" });
    expect(hits).toEqual(["files.example.test/hop", "files.example.test/hop-literal"]);
  });

  it("opens the socket to the address it checked, with the name the URL gave (no second lookup)", async () => {
    lookups = [];
    const policy = outboundPolicy({ resolve, allowPrivateNetworks: true });
    const { response } = await policyFetch(`http://pinned.test:${port}/pinned`, {}, policy);
    expect(await response.text()).toBe("internal");
    expect(hits.at(-1)).toBe(`pinned.test:${port}/pinned`);
    expect(lookups).toEqual(["pinned.test"]);
  });
});
