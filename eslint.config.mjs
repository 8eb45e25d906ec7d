// Lint rules: the recommended sets of ESLint and typescript-eslint, plus what the Temporal TypeScript
// samples (temporalio/samples-typescript, .shared/.eslintrc.js) add to them:
// - no floating promises anywhere (forgetting to await an activity or a workflow API is a bug);
// - deprecation warnings (@typescript-eslint/no-deprecated, the successor of eslint-plugin-deprecation);
// - no Node built-ins in workflow code (the samples' list: all but `assert`), and here also no value import
//   of the code activities run: workflows take activities' signatures with `import type` and call them
//   through proxyActivities. Math.random, Date and timers need no rule: the workflow sandbox makes them
//   deterministic.
// Formatting is Prettier's (.prettierrc.json); eslint-config-prettier turns off any rule that restates it.
// Type information comes from tsconfig.json through the TypeScript 6 API: TypeScript 7 (`tsc`) has no API
// yet, so package.json installs 6 under the name `typescript` and 7 as `@typescript/native`.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const ALLOWED_NODE_BUILTINS = new Set(["assert"]);
const NODE_BUILTINS = builtinModules.filter((m) => !ALLOWED_NODE_BUILTINS.has(m)).flatMap((m) => [m, `node:${m}`]);

export default defineConfig(
  globalIgnores(["generated/", ".tools/", "tools/", ".data/", "coverage/", "dist/", ".scratch/", "test/independent/cases/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-deprecated": "warn",
      "object-shorthand": ["error", "always"],
      // the samples' relaxations
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["workflows/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: NODE_BUILTINS.map((name) => ({
            name,
            message: "Workflow code runs in Temporal's deterministic sandbox: no Node built-ins (do it in an activity).",
          })),
          patterns: [
            {
              group: ["**/activities", "**/activities/**", "**/ats-adapters", "**/ats-adapters/**", "**/mail", "**/mail/**"],
              allowTypeImports: true,
              message: "Workflows take activities' types with `import type` and call them through proxyActivities.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The console's page script (bundled for the browser by api/console/router.ts): no Node built-ins.
    files: ["api/console/src/**/*.ts"],
    languageOptions: { globals: globals.browser },
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: NODE_BUILTINS.map((name) => ({ name, message: "The console's script runs in the browser: no Node built-ins." })) },
      ],
    },
  },
  prettier,
);
