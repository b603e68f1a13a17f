// Run before the browser tests: they drive Debian's Chromium at /usr/bin/chromium and read the
// reports' PDFs with pdftotext (poppler-utils). On a fresh machine what is missing is installed
// here when that is possible (root and apt-get); otherwise this prints the one command to run and
// stops the tests with a non-zero exit, never a confusing failure.
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const TOOLS = [
  { what: "Debian's Chromium", path: "/usr/bin/chromium", aptPackage: "chromium" },
  { what: "pdftotext", path: "/usr/bin/pdftotext", aptPackage: "poppler-utils" },
];

const present = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const hasAptGet = () => {
  try {
    execFileSync("apt-get", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const missing = () => TOOLS.filter((tool) => !present(tool.path));

const wanted = missing();
if (wanted.length > 0) {
  const install = `apt-get update && apt-get install -y ${wanted.map((t) => t.aptPackage).join(" ")}`;
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log(`The browser tests need ${wanted.map((t) => t.what).join(" and ")}: installing…`);
    try {
      execFileSync("sh", ["-c", install], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    } catch {
      // reported below
    }
  }
  const still = missing();
  if (still.length > 0) {
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    console.error(
      `The browser tests need ${still.map((t) => `${t.what} at ${t.path}`).join(" and ")}, missing here${hasAptGet() ? "" : " (and apt-get is not available)"}. Install with:\n\n  ${sudo}sh -c '${install}'\n\nthen run the tests again.`,
    );
    process.exit(1);
  }
}
