import {
  REPORT_TEMPLATE_MAX_UNPACKED_BYTES,
  REPORT_TEMPLATE_MAX_XML_BYTES,
} from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";

/** Unpacked ÷ packed beyond this is a decompression bomb, not a Word document (XML packs ~10:1). */
const MAX_COMPRESSION_RATIO = 100;
const MAX_ENTRIES = 2_000;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

export interface ZipEntry {
  name: string;
  packedBytes: number;
  unpackedBytes: number;
}

const refuse = (status: 400 | 413, message: string) =>
  new AppError(
    status,
    status === 413 ? "report-templates/too-large" : "report-templates/invalid-template",
    message,
  );

const notDocx = () =>
  refuse(400, "This is not a Word document (.docx): save it from Word as .docx and try again.");

/**
 * The entries of a zip as its central directory lists them, read without unpacking anything.
 * ZIP64 archives (over 4 GB or 65 535 entries) are refused: no Word template is one.
 */
export function listZipEntries(bytes: Buffer): ZipEntry[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notDocx();
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw notDocx();
  if (count > MAX_ENTRIES) throw refuse(400, `A template may have at most ${MAX_ENTRIES} parts.`);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) {
      throw notDocx();
    }
    const packedBytes = bytes.readUInt32LE(offset + 20);
    const unpackedBytes = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (packedBytes === 0xffffffff || unpackedBytes === 0xffffffff) throw notDocx();
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    entries.push({ name, packedBytes, unpackedBytes });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A part name that would leave the folder it is unpacked into, on any system (zip slip). */
export const isUnsafeEntryName = (name: string) =>
  name.includes("\\") ||
  name.startsWith("/") ||
  /^[A-Za-z]:/.test(name) ||
  name.split("/").some((segment) => segment === "..") ||
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  /[\u0000-\u001f]/.test(name);

/**
 * Checks an uploaded template before anything unpacks it (security review §8, §12): the sizes its
 * directory declares stay within REPORT_TEMPLATE_MAX_UNPACKED_BYTES (XML parts, which every
 * report parses on the main thread, within REPORT_TEMPLATE_MAX_XML_BYTES), no part packs absurdly
 * well, and no part name climbs out of its folder or is absolute. Returns the entries.
 */
export function guardTemplateZip(bytes: Buffer): ZipEntry[] {
  const entries = listZipEntries(bytes);
  const unsafe = entries.find((e) => isUnsafeEntryName(e.name));
  if (unsafe) {
    throw refuse(400, `The file contains a part named "${unsafe.name}", which Word never writes.`);
  }
  const unpacked = entries.reduce((sum, e) => sum + e.unpackedBytes, 0);
  const packed = entries.reduce((sum, e) => sum + e.packedBytes, 0);
  const xml = entries
    .filter((e) => /\.(xml|rels)$/i.test(e.name))
    .reduce((sum, e) => sum + e.unpackedBytes, 0);
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
  if (unpacked > REPORT_TEMPLATE_MAX_UNPACKED_BYTES) {
    throw refuse(
      413,
      `This template unpacks to ${mb(unpacked)}; a template may unpack to at most ${mb(REPORT_TEMPLATE_MAX_UNPACKED_BYTES)}.`,
    );
  }
  if (xml > REPORT_TEMPLATE_MAX_XML_BYTES) {
    throw refuse(
      413,
      `This template's text unpacks to ${mb(xml)}; at most ${mb(REPORT_TEMPLATE_MAX_XML_BYTES)} is allowed.`,
    );
  }
  if (unpacked > 1024 * 1024 && unpacked > packed * MAX_COMPRESSION_RATIO) {
    throw refuse(400, "This file unpacks to far more than a Word document would: it is refused.");
  }
  return entries;
}
