import type { ClientResponse } from "@adviser-desk/contracts";

export function fullName(client: Pick<ClientResponse, "clientName" | "clientSurname">): string {
  return `${client.clientName} ${client.clientSurname}`.trim();
}
