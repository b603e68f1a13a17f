import { currentRequestId } from "#server/context/request-id";
import type { Db } from "#server/db/database";
import { findCustomer } from "../customer-queries";
import { queueOutboxMessage } from "./outbox-queries";

/**
 * Queues the customer's company as a contact for the accounting service, once per company, in
 * the payment's transaction: if the payment commits, the contact will be delivered.
 */
export async function enqueueAccountingContact(tx: Db, companyId: string) {
  const row = await findCustomer(tx, companyId);
  if (!row) return;
  await queueOutboxMessage(tx, {
    companyId,
    kind: "contact.created",
    requestId: currentRequestId(),
    payload: {
      companyId,
      name: row.accountName,
      contactPerson: { firstName: row.contactFirstName, lastName: row.contactLastName },
      email: row.email,
      telephone: `${row.phoneCountryCode} ${row.phoneNumber}`.trim(),
      vatNumber: row.vatNumber,
      address: {
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        postalCode: row.postalCode,
        country: row.country,
      },
    },
  });
}
