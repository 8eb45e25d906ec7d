// Chromium's view of ATS_HOST_MAP; the parsing itself lives in lib/host-map.ts.
import { config } from "../lib/config";

/** `MAP host 127.0.0.1:port, ...` for --host-resolver-rules, or "" when no map is configured. */
export function chromiumHostRules(): string {
  return (process.env.ATS_HOST_MAP ?? config.atsHostMap)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [host, target] = entry.split("=");
      return `MAP ${host.trim()} ${target.trim()}`;
    })
    .join(", ");
}
