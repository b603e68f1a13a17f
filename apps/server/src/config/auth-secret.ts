import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The session-signing secret: AUTH_SECRET when given, otherwise one generated on first start and
 * kept in DATA_DIR (mode 0600) so sessions survive restarts. Several instances must share AUTH_SECRET.
 */
export async function resolveAuthSecret(given: string | undefined, dataDir: string) {
  if (given) return given;
  const file = path.join(dataDir, "auth-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(async (error) => {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  return (await readFile(file, "utf8")).trim();
}
