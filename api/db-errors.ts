// Prisma reports unique violations as P2002; with the pg driver adapter the failing constraint's
// details sit in `meta`, whose exact shape varies, so match on its text.
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const e = error as { code?: unknown; meta?: unknown; message?: unknown } | null;
  if (!e || e.code !== "P2002") return false;
  if (!hint) return true;
  return JSON.stringify(e.meta ?? {}).includes(hint) || String(e.message ?? "").includes(hint);
}
