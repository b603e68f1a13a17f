import { clientJson, findClient } from "#server/features/clients";
import { type ExportContributor, jsonFile } from "./export-contributor";

/** The client's details and profile, as the client page shows them. */
export const profileContributor: ExportContributor = {
  folder: "client",
  describes:
    "The client's details and profile: names, contact details, ID number, date of birth, marriage, dependants, income, tax reference, retirement funds and notes.",
  async *files({ deps, client }) {
    const row = await findClient(deps.db, { scope: client.scope, id: client.id });
    if (row) yield jsonFile("client/profile.json", clientJson(row));
  },
};
