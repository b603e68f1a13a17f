import { COMPANY_MESSAGES, type CompanyValues } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { addMember } from "#server/features/members";
import { companyIdOfMember } from "#server/tenancy/membership-queries";
import { companyColumns } from "./company-columns";
import { deleteCompany, insertCompany } from "./company-queries";
import { findCompanyOfMember } from "./find-company-of-member";

/**
 * Creates the user's one company from parsed values (spec §5: only when there are no errors) and
 * makes them its owner member. A user who already belongs to a company (theirs or as an invited
 * member) gets 409: a user belongs to at most one company.
 */
export async function createCompany(
  db: Db,
  options: { ownerUserId: string; values: CompanyValues },
) {
  if (!options.ownerUserId) {
    throw new AppError(400, "company/user-missing", COMPANY_MESSAGES.userMissing);
  }
  const { ownerUserId, values } = options;
  const created = await db.transaction(async (tx) => {
    if ((await companyIdOfMember(tx, ownerUserId)) !== null) return false;
    const row = await insertCompany(tx, ownerUserId, companyColumns(values));
    if (!row) return false;
    const joined = await addMember(tx, { userId: ownerUserId, companyId: row.id, role: "owner" });
    // A raced invitation accept took the user first: undo the company.
    if (!joined) {
      await deleteCompany(tx, row.id);
      return false;
    }
    return true;
  });
  if (!created) {
    throw new AppError(409, "company/already-exists", "You already have a company profile.");
  }
  const found = await findCompanyOfMember(db, ownerUserId);
  if (!found) throw new Error("company vanished after insert");
  return found.json;
}
