// The gateway's HTTP server makes requests and responses with the app's Express prototypes, so that
// Express never has to change an object's prototype (api/server.ts expressServer; docs/performance.md).
import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expressServer } from "../../api/server";

describe("expressServer", () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    if (server) await new Promise((resolve) => server!.close(resolve));
  });

  it("serves Express requests whose prototype is never changed", async () => {
    const app = express();
    app.get("/hello/:name", (req, res) => {
      res.status(201).json({
        name: req.params.name,
        accepts: req.accepts("json"),
        host: req.get("host")?.startsWith("127.0.0.1"),
        sameApp: req.app === app && res.app === app,
      });
    });
    server = expressServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const changed: string[] = [];
    const setPrototypeOf = Object.setPrototypeOf;
    vi.spyOn(Object, "setPrototypeOf").mockImplementation((o: object, proto: object | null) => {
      if (Object.getPrototypeOf(o) !== proto) changed.push(o?.constructor?.name ?? typeof o);
      return setPrototypeOf(o, proto);
    });

    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hello/ada`);

    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: "ada", accepts: "json", host: true, sameApp: true });
    expect(changed).toEqual([]);
  });
});
