// Evidence images (docs/api-rules.md#evidence) behind one small interface: the browser activities put
// them, the gateway lists and serves them, its housekeeping deletes them after the retention. The
// PostgreSQL store below keeps them in the `evidence` table (bytea); a file or object store would
// implement the same four methods.
import { Prisma } from "../generated/prisma/client";
import { db } from "./db";
import type { EvidenceKind } from "./domain";
import { newId } from "./ids";

/** An image and what is known about it, as the ATS layer captured it. */
export interface NewEvidence {
  applicationId: string;
  kind: EvidenceKind;
  contentType: "image/png";
  content: Buffer;
  width: number;
  height: number;
  /** null: the whole page; "scaled": scaled down to fit the size cap; "cut": scaled, then cut at the bottom. */
  fitted: "scaled" | "cut" | null;
  /** The page's address when it was captured. */
  pageUrl: string;
  /** confirmation: the page's text. */
  text?: string | null;
  /** confirmation: the signals that decided the outcome (SubmitOutcome.evidence). */
  signals?: string[] | null;
}

export interface EvidenceMeta extends Omit<NewEvidence, "content" | "text" | "signals"> {
  id: string;
  byteSize: number;
  text: string | null;
  signals: string[] | null;
  createdAt: Date;
}

export interface EvidenceStore {
  /** Keeps an image; an application's earlier image of the same kind (a retried capture) is replaced. */
  put(item: NewEvidence): Promise<EvidenceMeta>;
  /** The application's images, oldest first, without their bytes. */
  list(applicationId: string): Promise<EvidenceMeta[]>;
  /** One image of the application with its bytes; null when there is none by that id. */
  read(applicationId: string, id: string): Promise<{ meta: EvidenceMeta; content: Buffer } | null>;
  /** Deletes every image created before `before`; returns how many. */
  deleteCreatedBefore(before: Date): Promise<number>;
}

/** A put over the store's size cap. */
export class EvidenceTooLarge extends Error {
  override name = "EvidenceTooLarge";
}

const META = {
  id: true,
  applicationId: true,
  kind: true,
  contentType: true,
  byteSize: true,
  width: true,
  height: true,
  fitted: true,
  pageUrl: true,
  text: true,
  signals: true,
  createdAt: true,
} as const;

type MetaRow = Prisma.EvidenceGetPayload<{ select: typeof META }>;

const metaOf = (row: MetaRow): EvidenceMeta => ({
  ...row,
  kind: row.kind as EvidenceKind,
  contentType: row.contentType as "image/png",
  fitted: row.fitted as EvidenceMeta["fitted"],
  signals: (row.signals as string[] | null) ?? null,
});

/** PostgreSQL, table `evidence`; an image over `maxBytes` is refused (EvidenceTooLarge). */
export function postgresEvidenceStore(opts: { maxBytes: number }): EvidenceStore {
  return {
    async put(item) {
      if (item.content.length > opts.maxBytes)
        throw new EvidenceTooLarge(`a ${item.content.length}-byte image is over the ${opts.maxBytes}-byte cap`);
      const data = {
        id: newId("evd"),
        contentType: item.contentType,
        content: new Uint8Array(item.content),
        byteSize: item.content.length,
        width: item.width,
        height: item.height,
        fitted: item.fitted,
        pageUrl: item.pageUrl,
        text: item.text ?? null,
        signals: item.signals ? (item.signals as Prisma.InputJsonValue) : Prisma.DbNull,
        createdAt: new Date(),
      };
      // A new id for new bytes: an id always names the same image.
      const row = await db().evidence.upsert({
        where: { applicationId_kind: { applicationId: item.applicationId, kind: item.kind } },
        create: { ...data, applicationId: item.applicationId, kind: item.kind },
        update: data,
        select: META,
      });
      return metaOf(row);
    },

    async list(applicationId) {
      const rows = await db().evidence.findMany({ where: { applicationId }, select: META, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      return rows.map(metaOf);
    },

    async read(applicationId, id) {
      const row = await db().evidence.findFirst({ where: { id, applicationId }, select: { ...META, content: true } });
      if (!row) return null;
      const { content, ...meta } = row;
      return { meta: metaOf(meta), content: Buffer.from(content) };
    },

    async deleteCreatedBefore(before) {
      return (await db().evidence.deleteMany({ where: { createdAt: { lt: before } } })).count;
    },
  };
}
