// The Temporal Web UI's codec endpoint: decodes the service's encrypted payloads for whoever holds its
// capability URL, answers the UI's CORS preflight, and is a plain 404 without the right token.
import { defaultPayloadConverter } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { codecEndpoint } from "../../api/codec";
import { config } from "../../lib/config";
import { EncryptionCodec } from "../../lib/payload-codec";
import { useTestApi } from "./helpers";

const server = useTestApi();
const b64 = (u: Uint8Array) => Buffer.from(u).toString("base64");

describe("codec endpoint", () => {
  it("decodes an encrypted payload for the Web UI, and refuses without its token", async () => {
    const [sealed] = await new EncryptionCodec(config.encryptionKey).encode([defaultPayloadConverter.toPayload({ code: "123456" })!]);
    const body = JSON.stringify({
      payloads: [{ metadata: Object.fromEntries(Object.entries(sealed.metadata!).map(([k, v]) => [k, b64(v)])), data: b64(sealed.data!) }],
    });
    const endpoint = codecEndpoint(server.baseUrl);
    const origin = `http://127.0.0.1:${config.temporalUiPort}`;

    const preflight = await fetch(`${endpoint}/decode`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);

    const res = await fetch(`${endpoint}/decode`, { method: "POST", headers: { "content-type": "application/json", origin }, body });
    expect(res.status).toBe(200);
    const [plain] = ((await res.json()) as { payloads: { data: string }[] }).payloads;
    expect(JSON.parse(Buffer.from(plain.data, "base64").toString("utf8"))).toEqual({ code: "123456" });
    expect(Buffer.from(sealed.data!).toString("utf8")).not.toContain("123456");

    const wrong = await fetch(`${server.baseUrl}/codec/not-the-token/decode`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
