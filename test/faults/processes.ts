// What the fault tests need to start and kill real processes: free ports and process trees.
import { execFileSync } from "node:child_process";
import net from "node:net";

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => probe.once("listening", r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** The process and all its descendants, as `ps` sees them now. */
export function processTree(rootPid: number): number[] {
  const table = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of table) if (ppid === tree[i]) tree.push(pid);
  return tree;
}
