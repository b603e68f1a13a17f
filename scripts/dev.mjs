// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { PUBLIC_URL: "http://localhost:5173", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "@adviser-desk/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
