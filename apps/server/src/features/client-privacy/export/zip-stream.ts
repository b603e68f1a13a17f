import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of a ZIP, made when the stream reaches it. */
export interface ZipEntry {
  /** Forward slashes, no leading slash: `records/Tax scenarios/001 Plan A.json`. */
  path: string;
  data: Uint8Array | string;
  /** false for what is compressed already (PDFs): stored as is. */
  compress: boolean;
}

/** A file as written: what the manifest lists. */
export interface WrittenFile {
  path: string;
  bytes: number;
  sha256: string;
}

const encoder = new TextEncoder();

/**
 * A ZIP as a Node stream, built while it is read: it takes the next entry from `entries` only
 * while the reader wants more (Node's read() asked and push() has not yet reported a full
 * buffer), so memory holds about one entry whatever the number of files. `closing` gets every file written
 * and returns the entries that end the archive (the manifest with each file's SHA-256).
 * fflate writes plain ZIP (no ZIP64): fine below 65 535 files and 4 GB, far above one client.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  options: { modifiedAt: Date; closing(written: WrittenFile[]): ZipEntry[] },
): Readable {
  const iterator = entries[Symbol.asyncIterator]();
  const written: WrittenFile[] = [];
  let pumping = false;
  let ended = false;
  /** The reader wants more: set by each read(), cleared when push() says the buffer is full. */
  let wanted = false;

  const out = new Readable({
    highWaterMark: 256 * 1024,
    read() {
      wanted = true;
      void pump();
    },
    destroy(error, callback) {
      ended = true;
      void iterator.return?.();
      callback(error);
    },
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.push(chunk)) wanted = false;
    if (final) out.push(null);
  });

  const add = (entry: ZipEntry) => {
    const bytes = typeof entry.data === "string" ? encoder.encode(entry.data) : entry.data;
    written.push({
      path: entry.path,
      bytes: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    const file = entry.compress
      ? new ZipDeflate(entry.path, { level: 6 })
      : new ZipPassThrough(entry.path);
    file.mtime = options.modifiedAt;
    zip.add(file);
    file.push(bytes, true);
  };

  async function pump() {
    if (pumping || ended) return;
    pumping = true;
    try {
      while (!ended && wanted) {
        const next = await iterator.next();
        if (ended) return;
        if (next.done) {
          for (const entry of options.closing([...written])) add(entry);
          ended = true;
          zip.end();
          return;
        }
        add(next.value);
      }
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      pumping = false;
    }
  }

  return out;
}
