import { COMPANY_MESSAGES, type CompanyValues } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { company, companyMember } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { companyColumns } from "./company-columns";
import { findCompanyOfMember } from "./company-queries";

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
    const [member] = await tx
      .select({ userId: companyMember.userId })
      .from(companyMember)
      .where(eq(companyMember.userId, ownerUserId))
      .limit(1);
    if (member) return false;
    const inserted = await tx
      .insert(company)
      .values({ ownerUserId, ...companyColumns(values) })
      .onConflictDoNothing({ target: company.ownerUserId })
      .returning({ id: company.id });
    const [row] = inserted;
    if (!row) return false;
    const joined = await tx
      .insert(companyMember)
      .values({ userId: ownerUserId, companyId: row.id, role: "owner" })
      .onConflictDoNothing({ target: companyMember.userId })
      .returning({ userId: companyMember.userId });
    // A raced invitation accept took the user first: undo the company.
    if (joined.length === 0) {
      await tx.delete(company).where(eq(company.id, row.id));
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
