// Run before the browser tests: they drive Debian's Chromium at /usr/bin/chromium. On a fresh
// machine it is installed here when that is possible (root and apt-get); otherwise this prints
// the one command to run and stops the tests with a non-zero exit, never a confusing failure.
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";

const present = () => {
  try {
    accessSync(CHROMIUM, constants.X_OK);
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

if (!present()) {
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log(`The browser tests need Chromium at ${CHROMIUM}: installing Debian's chromium…`);
    try {
      execFileSync("sh", ["-c", INSTALL], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    } catch {
      // reported below
    }
  }
  if (!present()) {
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    console.error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}, which is missing${hasAptGet() ? "" : " (and apt-get is not available here)"}. Install it with:\n\n  ${sudo}sh -c '${INSTALL}'\n\nthen run the tests again.`,
    );
    process.exit(1);
  }
}
