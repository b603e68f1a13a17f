import { type CompanyPatch, companyInputSchema } from "@adviser-desk/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { parseBody } from "../../errors/parse-body";
import { companyColumns } from "./company-columns";
import { companyInputOf } from "./company-json";
import { findCompanyOfMember } from "./company-queries";

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
  const updated = await db
    .update(company)
    .set({
      ...companyColumns(values),
      ...(welcomed !== undefined ? { welcomed } : {}),
      updatedAt: sql`now()`,
      version: sql`${company.version} + 1`,
    })
    .where(and(eq(company.id, current.row.id), eq(company.version, current.row.version)))
    .returning({ id: company.id });
  if (updated.length === 0) {
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
