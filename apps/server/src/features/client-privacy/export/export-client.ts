import type { Readable } from "node:stream";
import { isoDateInSouthAfrica } from "@adviser-desk/contracts";
import type { FastifyBaseLogger } from "fastify";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import { safeFileName } from "#server/documents/file-name";
import { clientNotFound, findClient } from "#server/features/clients";
import { findCompanyName } from "#server/features/company";
import type { ReportDeps } from "#server/features/reports";
import type { CompanyScope } from "#server/tenancy/caller";
import { erasureReference } from "../erase/erasure-reference";
import { CLIENT_EXPORT_CONTRIBUTORS } from "./client-export-contributors";
import type { ExportContext, ExportContributor } from "./export-contributor";
import { jsonFile } from "./export-contributor";
import { exportReadme } from "./export-readme";
import { type ZipEntry, zipStream } from "./zip-stream";

export interface ClientExport {
  fileName: string;
  stream: Readable;
}

/**
 * Everything held about one client of the company as a ZIP (POPIA s 23): a README, each
 * contributor's files, and manifest.json listing every file with its SHA-256. Deleted clients
 * can be exported too (their data is still held). The export is audited before the first byte,
 * so it lists itself. Built while it is sent: memory holds one file at a time.
 */
export async function exportClient(
  deps: ReportDeps,
  params: {
    scope: CompanyScope;
    clientId: string;
    actor: Actor;
    log: FastifyBaseLogger;
    contributors?: readonly ExportContributor[];
    now?: Date;
  },
): Promise<ClientExport> {
  const { scope, actor } = params;
  const contributors = params.contributors ?? CLIENT_EXPORT_CONTRIBUTORS;
  const now = params.now ?? new Date();
  const found = await findClient(deps.db, { scope, id: params.clientId });
  if (!found) throw clientNotFound();
  const companyName = (await findCompanyName(deps.db, scope)) ?? "";
  const fullName = `${found.clientName} ${found.clientSurname}`.trim();
  const exportedOn = isoDateInSouthAfrica(now);
  const reference = erasureReference(found.id);
  await writeAudit(deps.db, actor, {
    action: "client/export",
    targetType: "client",
    targetId: found.id,
    before: null,
    after: { folders: contributors.map((c) => c.folder) },
  });

  const context: ExportContext = {
    deps,
    client: {
      id: found.id,
      scope,
      clientName: found.clientName,
      clientSurname: found.clientSurname,
    },
    log: params.log,
  };
  const readme: ZipEntry = {
    path: "README.txt",
    data: exportReadme({
      clientFullName: fullName,
      companyName,
      exportedOn,
      erasureReference: reference,
      contributors,
    }),
    compress: true,
  };
  async function* everything(): AsyncGenerator<ZipEntry> {
    yield readme;
    for (const contributor of contributors) {
      for await (const file of contributor.files(context)) {
        if (!file.path.startsWith(`${contributor.folder}/`)) {
          throw new Error(`export: ${file.path} is outside ${contributor.folder}/`);
        }
        yield file;
      }
    }
  }
  const stream = zipStream(everything(), {
    modifiedAt: now,
    closing: (written) => [
      jsonFile("manifest.json", {
        format: "adviser-desk/client-export",
        formatVersion: 1,
        exportedAt: now.toISOString(),
        client: { id: found.id, fullName },
        company: companyName,
        erasureReference: reference,
        folders: contributors.map((c) => ({ folder: c.folder, describes: c.describes })),
        files: written,
      }),
    ],
  });
  return {
    fileName: `${safeFileName(`Client data - ${fullName} - ${exportedOn}`).slice(0, 150)}.zip`,
    stream,
  };
}
