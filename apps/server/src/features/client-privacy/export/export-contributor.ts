import type { FastifyBaseLogger } from "fastify";
import type { ReportDeps } from "#server/features/reports";
import type { CompanyScope } from "#server/tenancy/caller";
import type { ZipEntry } from "./zip-stream";

/** The client being exported, read by a company-scoped query (deleted clients too). */
export interface ExportedClient {
  id: string;
  scope: CompanyScope;
  clientName: string;
  clientSurname: string;
}

export interface ExportContext {
  deps: ReportDeps;
  client: ExportedClient;
  log: FastifyBaseLogger;
}

/**
 * One kind of data held about a client, and the files of it in the export (POPIA s 23: the
 * record of everything held). Each yields its files one at a time, reading in pages, so the
 * export stays small in memory. A new kind of client data (say, issued record-of-advice packs)
 * is one more contributor in `CLIENT_EXPORT_CONTRIBUTORS`.
 */
export interface ExportContributor {
  /** The folder its files go in, e.g. `records`; also named in the manifest. */
  folder: string;
  /** What it holds, in plain words, for the README. */
  describes: string;
  files(context: ExportContext): AsyncIterable<ZipEntry>;
}

/** Pretty JSON for a person to read, with a final newline. */
export const jsonFile = (path: string, value: unknown): ZipEntry => ({
  path,
  data: `${JSON.stringify(value, null, 2)}\n`,
  compress: true,
});
