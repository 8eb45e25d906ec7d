// What the fault tests need to start real processes: free ports (lib/free-port.ts; process trees: test/helpers.ts).
export { freePort } from "../../lib/free-port";
