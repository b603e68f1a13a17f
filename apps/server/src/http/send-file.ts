import type { FastifyReply } from "fastify";

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers with a file to download: never cached, never sniffed into another type. */
export function sendFile(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Buffer | string,
) {
  reply
    .type(type)
    .header("content-disposition", attachment(fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff");
  return body;
}
