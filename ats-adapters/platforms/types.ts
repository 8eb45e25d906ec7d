// What a platform adapter declares: only what is peculiar to its platform. The shared flow (../shared-flow.ts)
// and the form engine do everything else. The interfaces live beside the Run they are called with
// (../application-run.ts), so the two types that name each other are in one module.
export type { AccountFlow, PlatformAdapter } from "../application-run";
