// Worker threads start without the parent's TypeScript loader under some runners (vitest):
// register tsx here, then load the worker written in TypeScript.
import { register } from "tsx/esm/api";

register();
await import("./pdf-worker.ts");
