import { createHash } from "node:crypto";
import { LOGO_MAX_BYTES } from "@adviser-desk/contracts";
import type { Metadata } from "sharp";
import { AppError } from "../../errors/app-error";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const MAX_EDGE = 1024;
const MIN_EDGE = 16;

/**
 * Checks an uploaded logo by its content (never its name or declared type), then re-encodes it
 * as PNG no larger than 1024 px: metadata (GPS, camera) is dropped and reports can embed it.
 */
export async function processLogo(upload: Buffer) {
  // sharp (libvips) loads with the first upload: start-up should not wait for it.
  const { default: sharp } = await import("sharp");
  if (upload.length === 0)
    throw new AppError(400, "company/logo-missing", "Choose an image to upload.");
  if (upload.length > LOGO_MAX_BYTES) {
    throw new AppError(413, "company/logo-too-large", "The logo must be at most 2 MB.");
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw new AppError(
      415,
      "company/logo-type-not-allowed",
      "The logo must be a PNG, JPEG or WebP image.",
    );
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError(
      415,
      "company/logo-type-not-allowed",
      "The logo must be a PNG, JPEG or WebP image.",
    );
  }
  if ((metadata.width ?? 0) < MIN_EDGE || (metadata.height ?? 0) < MIN_EDGE) {
    throw new AppError(
      400,
      "company/logo-too-small",
      `The logo must be at least ${MIN_EDGE} × ${MIN_EDGE} pixels.`,
    );
  }
  const { data, info } = await sharp(upload, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return {
    contentType: "image/png",
    bytes: data,
    width: info.width,
    height: info.height,
    etag: createHash("sha256").update(data).digest("base64url").slice(0, 16),
  };
}
