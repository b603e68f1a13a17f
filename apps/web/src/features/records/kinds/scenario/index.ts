import type { WebKind } from "../web-kind";

/** The tax scenario: a year's income tax for one client. */
export const scenarioKind: WebKind<"scenario"> = {
  kind: "scenario",
  noun: "tax scenario",
  plural: "Tax scenarios",
  pluralNoun: "tax scenarios",
  name: { field: "scenarioName", label: "Scenario name", placeholder: "e.g. Salary with bonus" },
  taxYear: {
    profileNote: (dateOfBirth) =>
      dateOfBirth !== null
        ? `From the client's profile: date of birth ${dateOfBirth}; the age follows the tax year.`
        : "The client's profile has no date of birth: the scenario starts at age 40. Add it to the profile, or change the age in the scenario.",
  },
  takesValues: true,
  listFacts: (record) => (record.taxYear ? [`Tax year ${record.taxYear}`] : []),
  screen: () => import("./screens/scenario-screen").then((m) => m.ScenarioScreen),
  report: { spreadsheetLabel: "The working", extraDownloads: [] },
};
