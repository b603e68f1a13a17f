import { type CompanyPatch, companyInputSchema } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { parseBody } from "#server/errors/parse-body";
import { companyColumns } from "./company-columns";
import { companyInputOf } from "./company-json";
import { updateCompanyIfCurrent } from "./company-queries";
import { findCompanyOfMember } from "./find-company-of-member";

function merge(current: ReturnType<typeof companyInputOf>, patch: CompanyPatch) {
  return {
    ...current,
    ...patch,
    contactPerson: { ...current.contactPerson, ...patch.contactPerson },
    telephone: { ...current.telephone, ...patch.telephone },
    address: { ...current.address, ...patch.address },
  };
}

/**
 * Applies a partial change, validating the whole result with the create rules. With `version`,
 * a write based on a stale read is refused (409 with the current company) instead of overwriting.
 */
export async function updateCompany(db: Db, options: { userId: string; patch: CompanyPatch }) {
  const { patch } = options;
  const current = await findCompanyOfMember(db, options.userId);
  if (!current) throw new AppError(404, "company/not-found", "Create your company profile first.");
  if (patch.version !== undefined && patch.version !== current.row.version) {
    throw new AppError(
      409,
      "company/version-conflict",
      "Someone else changed these details: reload and try again.",
    );
  }
  const { welcomed, version: _version, ...fields } = patch;
  const values = parseBody(
    "company",
    companyInputSchema,
    merge(companyInputOf(current.json), fields),
  );
  const updated = await updateCompanyIfCurrent(db, {
    id: current.row.id,
    version: current.row.version,
    columns: { ...companyColumns(values), ...(welcomed !== undefined ? { welcomed } : {}) },
  });
  if (!updated) {
    throw new AppError(
      409,
      "company/version-conflict",
      "Someone else changed these details: reload and try again.",
    );
  }
  const fresh = await findCompanyOfMember(db, options.userId);
  if (!fresh) throw new Error("company vanished after update");
  return fresh.json;
}
