import net from "node:net";

/**
 * A port free now, for a server started later. Chosen below Linux's ephemeral range (32768-60999), so
 * that no other process's listen(0) or outgoing connection takes it in between: with another test
 * suite running beside this one, a port the kernel had just handed out here once went to that suite's
 * gateway, whose /healthz then answered for the `npm start` under test.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((r) => probe.close(r));
      return port;
    }
  }
}
