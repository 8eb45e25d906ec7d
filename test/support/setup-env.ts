// Runs in every test worker before its test files: the harness's database and Temporal address.
import { inject } from "vitest";

Object.assign(process.env, inject("testEnv"));
