// Every payload the service writes to Temporal (workflow inputs, activity inputs and results, Update
// arguments such as verification codes, event payloads) is encrypted with AES-256-GCM before it
// leaves the process, so histories hold no code, address or name in clear (docs/guarantees.md). The
// shape follows Temporal's encryption sample: the whole serialized Payload is encrypted and wrapped
// in a payload of encoding "binary/encrypted". Payloads written before the codec pass through as they
// are, so recorded histories still replay.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { METADATA_ENCODING_KEY, type DataConverter, type Payload, type PayloadCodec } from "@temporalio/common";
import proto from "@temporalio/proto";

// A CommonJS module: its named exports are not visible to Node's ESM loader, so take the default.
const { temporal } = proto;

const ENCODING = "binary/encrypted";
const KEY_ID = "encryption-key-id";
const text = new TextEncoder();
const fromText = new TextDecoder();

export class EncryptionCodec implements PayloadCodec {
  private readonly key: Buffer;
  private readonly keyId: string;

  /** `serviceKey`: the service's ENCRYPTION_KEY; a key of its own is derived for Temporal payloads. */
  constructor(serviceKey: Buffer) {
    this.key = Buffer.from(hkdfSync("sha256", serviceKey, Buffer.alloc(0), "apply-service temporal payloads", 32));
    this.keyId = createHash("sha256").update(this.key).digest("hex").slice(0, 16);
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", this.key, iv);
      const sealed = Buffer.concat([cipher.update(temporal.api.common.v1.Payload.encode(payload).finish()), cipher.final()]);
      return {
        metadata: { [METADATA_ENCODING_KEY]: text.encode(ENCODING), [KEY_ID]: text.encode(this.keyId) },
        data: Buffer.concat([iv, sealed, cipher.getAuthTag()]),
      };
    });
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const encoding = payload.metadata?.[METADATA_ENCODING_KEY];
      if (!encoding || fromText.decode(encoding) !== ENCODING) return payload;
      const keyId = payload.metadata?.[KEY_ID];
      if (!keyId || fromText.decode(keyId) !== this.keyId) throw new Error("payload encrypted with another key");
      const data = Buffer.from(payload.data ?? new Uint8Array());
      const decipher = createDecipheriv("aes-256-gcm", this.key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
      return temporal.api.common.v1.Payload.decode(plain);
    });
  }
}

/** The data converter of every Temporal client and worker of the service. */
export function temporalDataConverter(serviceKey: Buffer): DataConverter {
  return { payloadCodecs: [new EncryptionCodec(serviceKey)] };
}
