// Recognising unique violations, in one place: in Prisma's errors (with the pg driver adapter) and in pg's own.

// A model query's unique violation arrives as P2002; with the pg driver adapter the failing constraint's
// details sit in `meta`, whose exact shape varies, so match on its text.
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const e = error as { code?: unknown; meta?: unknown; message?: unknown } | null;
  if (!e || e.code !== "P2002") return false;
  if (!hint) return true;
  return JSON.stringify(e.meta ?? {}).includes(hint) || String(e.message ?? "").includes(hint);
}

/** A unique violation of `constraint` from a statement sent with pg itself (lib/db.ts `statement`). */
export function isPgUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === "23505" && e.constraint === constraint;
}
