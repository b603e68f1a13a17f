// `npm run build -w @adviser-desk/server`: the server compiled into dist/ (compile-server.mjs).
import path from "node:path";
import { compileServer } from "./compile-server.mjs";

const outdir = path.join(import.meta.dirname, "dist");
await compileServer(outdir);
console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || "dist"}/`);
