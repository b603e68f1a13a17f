import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";

/** Opens a ZIP (throws when it is not one) and checks manifest.json against every other file. */
export function openExport(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const text = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`${path} is not in the ZIP: ${Object.keys(files).join(", ")}`);
    return strFromU8(file);
  };
  const json = (path: string) => JSON.parse(text(path));
  const manifest = json("manifest.json");
  const listed = manifest.files.map((f: { path: string }) => f.path).sort();
  expect(listed).toEqual(
    Object.keys(files)
      .filter((path) => path !== "manifest.json")
      .sort(),
  );
  for (const entry of manifest.files as { path: string; bytes: number; sha256: string }[]) {
    const file = files[entry.path];
    if (!file) throw new Error(`${entry.path} is listed but not in the ZIP`);
    expect(file.byteLength, entry.path).toBe(entry.bytes);
    expect(createHash("sha256").update(file).digest("hex"), entry.path).toBe(entry.sha256);
  }
  return { files, text, json, manifest, paths: Object.keys(files).sort() };
}
