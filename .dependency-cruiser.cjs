// Dependency rules of the layers (docs/ has the map). Bottom to top:
//   lib/                      settings, database, crypto, domain types, the workflow contract
//   catalog/                  the platforms' facts: ids, descriptors, detection, URL rules, prices (use lib only)
//   ats-adapters/, mail/      the browser layer and the managed inbox (use lib and the catalog)
//   activities/               Temporal activities (use the layers below)
//   workflows/                Temporal workflows: import activities with `import type` (the Temporal
//                             pattern: proxyActivities needs their signatures, never their code)
//   api/, worker/, scripts/, bench/, prisma/   entry points and the gateway, on top; the gateway (api/)
//                             uses only lib/ and the catalog
//   clients/                  the TypeScript client for integrators, apart: it knows the server only by the
//                             OpenAPI document generated from it (scripts/generate-client.ts)
// An import may only point down (or sideways inside a layer), and no module may take part in a cycle.
// Type-only imports count too (tsPreCompilationDeps: true): a reader follows them as much as any other,
// and workflows -> activities is a downward import anyway, so the Temporal pattern needs no exception.
// (dependency-cruiser 17 cannot load TypeScript 7; it parses with the TypeScript 6 API installed beside it
// for ESLint. What keeps activity code out of workflows is ESLint's no-restricted-imports rule
// (eslint.config.mjs: `import type` only) and the workflow bundler's sandbox.)
// `npm run depcruise` checks the repository; test/architecture.test.ts runs it with the suite.
const LAYERS = {
  lib: "^(lib|generated)/",
  catalog: "^catalog/",
  adapters: "^(ats-adapters|mail)/",
  activities: "^activities/",
  workflows: "^workflows/",
  top: "^(api|worker|scripts|bench|prisma)/",
};
const above = (...names) => names.map((n) => LAYERS[n]).join("|");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module must not import itself through others: split out what both need.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-is-the-bottom",
      severity: "error",
      comment: "lib/ is used by every layer and uses none of them.",
      from: { path: LAYERS.lib },
      to: { path: above("catalog", "adapters", "activities", "workflows", "top") },
    },
    {
      name: "catalog-below-the-browser-layer",
      severity: "error",
      comment: "catalog/ holds facts about the platforms: it uses lib/ and npm packages, nothing of the browser layer or above.",
      from: { path: LAYERS.catalog },
      to: { path: above("adapters", "activities", "workflows", "top") },
    },
    {
      name: "answers-run-no-browser",
      severity: "error",
      comment:
        "The answer rules (ats-adapters/answers/) decide from text alone: of the browser layer they use only the engine's " +
        "pure text modules (option meaning, similarity) and types.",
      from: { path: "^ats-adapters/answers/" },
      to: {
        path: "^ats-adapters/",
        pathNot: "^ats-adapters/(answers/|engine/(option-meaning|similarity|types)\\.ts$|types\\.ts$)",
      },
    },
    {
      name: "gateway-uses-lib-and-the-catalog",
      severity: "error",
      comment:
        "api/ uses lib/, the catalog, its own files, generated/, npm " +
        "packages and the OpenAPI document's types (clients/typescript/schema.ts, for the console): pricing or detecting a URL " +
        "never loads the browser layer.",
      from: { path: "^api/" },
      to: {
        pathNot: "^(api|lib|catalog|generated|node_modules)/|^clients/typescript/schema\\.ts$",
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "adapters-and-mail-below-activities",
      severity: "error",
      comment: "ats-adapters/ and mail/ use lib/ and the catalog; activities drive them, not the other way round.",
      from: { path: LAYERS.adapters },
      to: { path: above("activities", "workflows", "top") },
    },
    {
      name: "activities-below-workflows",
      severity: "error",
      comment: "Activities do not know the workflows or the entry points (shared names live in lib/workflow-contract.ts).",
      from: { path: LAYERS.activities },
      to: { path: above("workflows", "top") },
    },
    {
      name: "workflows-below-entry-points",
      severity: "error",
      from: { path: LAYERS.workflows },
      to: { path: LAYERS.top },
    },
    {
      name: "product-code-does-not-use-tests",
      severity: "error",
      comment: "Only the local tools (scripts/try-local.ts, bench/) start the simulators from test/.",
      from: { path: "^(lib|catalog|ats-adapters|mail|activities|workflows|api|worker|prisma)/|^scripts/(start|admin)\\.ts$" },
      to: { path: "^test/" },
    },
    {
      name: "client-knows-the-server-only-by-its-document",
      severity: "error",
      comment:
        "clients/ is for integrators: it imports its own files (the types generated from the OpenAPI document included) and " +
        "npm packages, nothing else of this repository and no Node built-ins (it runs in browsers too).",
      from: { path: "^clients/" },
      to: { pathNot: "^(clients|node_modules)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|generated|\\.tools|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
