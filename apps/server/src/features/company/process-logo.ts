import { createHash } from "node:crypto";
import { LOGO_MAX_BYTES } from "@adviser-desk/contracts";
import { formatWhole } from "@adviser-desk/format";
import type { Metadata } from "sharp";
import { AppError } from "#server/errors/app-error";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const MAX_EDGE = 1024;
const MIN_EDGE = 16;
/** The most pixels a logo may decode to: a few kilobytes of PNG can claim gigabytes of them. */
const MAX_PIXELS = 40_000_000;

const notAnImage = () =>
  new AppError(415, "company/logo-type-not-allowed", "The logo must be a PNG, JPEG or WebP image.");

/**
 * Checks an uploaded logo by its content (never its name or declared type), then re-encodes it
 * as PNG no larger than 1024 px: metadata (GPS, camera) is dropped and reports can embed it.
 * Every way the decoder can refuse the file (a damaged or cut-off image, a header that lies) is
 * a 4xx that says so: nothing sharp throws leaves this function as anything but an AppError.
 */
export async function processLogo(upload: Buffer) {
  // sharp (libvips) loads with the first upload: start-up should not wait for it.
  const { default: sharp } = await import("sharp");
  if (upload.length === 0)
    throw new AppError(400, "company/logo-missing", "Choose an image to upload.");
  if (upload.length > LOGO_MAX_BYTES) {
    throw new AppError(413, "company/logo-too-large", "The logo must be at most 2 MB.");
  }
  // failOn "warning": a truncated or corrupt image is refused, never half-decoded into a logo.
  const decoder = () => sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: "warning" });
  let metadata: Metadata;
  try {
    metadata = await decoder().metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < MIN_EDGE || height < MIN_EDGE) {
    throw new AppError(
      400,
      "company/logo-too-small",
      `The logo must be at least ${MIN_EDGE} × ${MIN_EDGE} pixels.`,
    );
  }
  if (width * height > MAX_PIXELS) {
    throw new AppError(
      400,
      "company/logo-too-many-pixels",
      `The logo must be at most ${MAX_PIXELS / 1_000_000} megapixels; this one claims ${formatWhole(width)} × ${formatWhole(height)}. Save it smaller and upload it again.`,
    );
  }
  try {
    const { data, info } = await decoder()
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
  } catch {
    throw new AppError(
      400,
      "company/logo-unreadable",
      "The image could not be read: it is damaged or incomplete. Open it, save it again and upload the new file.",
    );
  }
}
