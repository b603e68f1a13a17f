import type { Db } from "#server/db/database";
import { isActiveAgreementToken } from "../agreement-queries";
import { queueAgreementCancel } from "./agreement-cancel-queries";

/**
 * Queues PayFast's `cancel` of an agreement whose COMPLETE payment was not applied, in the ITN's
 * transaction: once per token (a replayed ITN queues nothing more), and never for a token an
 * active agreement holds. Returns whether a new cancel was queued.
 */
export async function enqueueAgreementCancel(
  tx: Db,
  job: { token: string; mPaymentId: string; companyId: string },
): Promise<boolean> {
  if (!job.token || (await isActiveAgreementToken(tx, job.token))) return false;
  return queueAgreementCancel(tx, job);
}
