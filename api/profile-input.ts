// A missing profile group would be reported as one error ("profile.workPreferences is required");
// filling it with {} before validating lists every missing field inside it instead. It never turns
// an invalid profile into a valid one, because an empty group always fails.
const GROUPS = ["personalInformation", "workAuthorization", "workPreferences", "backgroundCheck"] as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function withProfileGroups(body: unknown): unknown {
  if (!isPlainObject(body) || !isPlainObject(body.profile)) return body ?? {};
  const profile: Record<string, unknown> = { ...body.profile };
  for (const group of GROUPS) if (profile[group] === undefined) profile[group] = {};
  return { ...body, profile };
}
