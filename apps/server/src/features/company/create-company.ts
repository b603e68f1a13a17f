import { COMPANY_MESSAGES, companyInputSchema } from "@adviser-desk/contracts";
import type { Db } from "../../db/database";
import { company } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { parseBody } from "../../http/validation";
import { companyColumns } from "./company-columns";
import { findCompanyOfOwner } from "./company-queries";

/** Creates the owner's one company (spec §5: only when there are no errors). */
export async function createCompany(db: Db, options: { ownerUserId: string; input: unknown }) {
  if (!options.ownerUserId) {
    throw new AppError(400, "company/user-missing", COMPANY_MESSAGES.userMissing);
  }
  const values = parseBody("company", companyInputSchema, options.input);
  const inserted = await db
    .insert(company)
    .values({ ownerUserId: options.ownerUserId, ...companyColumns(values) })
    .onConflictDoNothing({ target: company.ownerUserId })
    .returning({ id: company.id });
  if (inserted.length === 0) {
    throw new AppError(409, "company/already-exists", "You already have a company profile.");
  }
  const created = await findCompanyOfOwner(db, options.ownerUserId);
  if (!created) throw new Error("company vanished after insert");
  return created.json;
}
