import type { ClientResponse } from "@adviser-desk/contracts";
import type { ComponentType } from "react";
import { ClientRecordsPanel } from "@/components/records/client-records-panel";
import { ClientProfileCard } from "./profile/client-profile-card";

export interface ClientSection {
  id: string;
  Component: ComponentType<{ client: ClientResponse }>;
}

/**
 * The sections of a client's page, top to bottom, each given the client. The client's record
 * lists (tax scenarios, transfer duty, home loan repayments, investment comparisons) join this
 * list as their screens are built.
 */
export const clientSections: readonly ClientSection[] = [
  { id: "profile", Component: ClientProfileCard },
  { id: "records", Component: ClientRecordsPanel },
];
