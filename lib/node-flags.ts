// Node flags of every process of the service: `npm start` (package.json), each process `npm run cluster`
// starts (scripts/cluster/service.ts) and the bench's worker (bench/end-to-end.ts); test/config.test.ts
// checks that package.json's start passes them.
//
// --max-semi-space-size=4: V8's young generation grows to three times its semi-space, 16 MiB by default,
// and keeps what it grew to. A worker allocates in bursts (each page's protocol messages, each workflow
// activation) and held some 70-100 MiB more at its peak with the default (docs/performance.md "Memory");
// the collections it adds are short, and the bench's CPU per application reads them.
export const SERVICE_NODE_FLAGS = ["--max-semi-space-size=4"] as const;
