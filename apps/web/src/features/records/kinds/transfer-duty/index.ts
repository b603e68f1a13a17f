import type { WebKind } from "../web-kind";

/** Transfer duty and the costs of a property transfer. */
export const transferDutyKind: WebKind<"transfer-duty"> = {
  kind: "transfer-duty",
  noun: "transfer duty calculation",
  plural: "Transfer duty",
  pluralNoun: "transfer duty calculations",
  name: {
    field: "description",
    label: "Description",
    placeholder: "e.g. Transfer duty calculation for the Rosebank flat",
  },
  taxYear: null,
  takesValues: true,
  listFacts: () => [],
  screen: () => import("./screens/transfer-duty-screen").then((m) => m.TransferDutyScreen),
  report: { spreadsheetLabel: "The costs", extraDownloads: [] },
};
