import type { BillingStateResponse } from "@adviser-desk/contracts";
import type { CompanyScope } from "#server/tenancy/caller";
import { currentAgreement } from "../agreement-queries";
import type { BillingDeps } from "../billing-deps";
import { listCompanyInvoices } from "../invoices/invoice-queries";
import { invoiceLabel } from "../invoices/vat";
import { readPlanAmountCents } from "../plan-amount";
import { seatsTotalCents } from "../seats/seat-amount";
import { countBilledSeats, countSeats } from "../seats/seat-count";
import { countDisabledMembers } from "../seats/seat-queries";

/** What /subscriptions shows about billing: price, the PayFast subscription, invoices. */
export async function billingState(
  deps: BillingDeps,
  scope: CompanyScope,
): Promise<BillingStateResponse> {
  const [plan, seats, billedSeats, disabledMembers, agreement, invoices] = await Promise.all([
    readPlanAmountCents(deps.db),
    countSeats(deps.db, scope.id),
    countBilledSeats(deps.db, scope.id),
    countDisabledMembers(deps.db, scope.id),
    currentAgreement(deps.db, scope.id),
    listCompanyInvoices(deps.db, scope),
  ]);
  return {
    planAmountCents: plan,
    seats,
    billedSeats,
    disabledMembers,
    monthlyAmountCents: seatsTotalCents(plan, seats),
    agreement: agreement
      ? {
          mPaymentId: agreement.mPaymentId,
          status: agreement.status,
          recurringAmountCents: agreement.recurringAmountCents,
          planAmountCents: agreement.planAmountCents,
          seats: agreement.seats,
          couponCode: agreement.couponCode,
          cancellable: agreement.status === "active" && agreement.token !== null,
          cardUpdateAvailable:
            agreement.status === "active" &&
            agreement.token !== null &&
            deps.endpoints.cardUpdate !== null,
        }
      : null,
    invoices: invoices.map((row) => ({
      id: row.id,
      number: row.number,
      label: invoiceLabel(row.number),
      issuedAt: row.issuedAt.toISOString(),
      totalCents: row.totalCents,
      vatCents: row.vatCents,
      description: row.description,
    })),
  };
}
