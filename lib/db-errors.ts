// Recognising unique violations in Prisma's errors (with the pg driver adapter), in one place.

// A model query's unique violation arrives as P2002; with the pg driver adapter the failing constraint's
// details sit in `meta`, whose exact shape varies, so match on its text.
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const e = error as { code?: unknown; meta?: unknown; message?: unknown } | null;
  if (!e || e.code !== "P2002") return false;
  if (!hint) return true;
  return JSON.stringify(e.meta ?? {}).includes(hint) || String(e.message ?? "").includes(hint);
}

/** A raw query's unique violation arrives as P2010 with the driver's error (and index) in meta. */
export function isRawUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; constraint?: { index?: unknown } } } } };
  const cause = e?.meta?.driverAdapterError?.cause;
  return e?.code === "P2010" && cause?.originalCode === "23505" && cause.constraint?.index === index;
}
