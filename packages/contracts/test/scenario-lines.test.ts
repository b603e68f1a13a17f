import { describe, expect, it } from "vitest";
import { RESULT_FIELD_LABELS, SUPERSEDED_RESULT_FIELDS } from "../src/reports-templates";
import { SCENARIO_LINES } from "../src/scenario-lines";

describe("the scenario lines and the Word template fields", () => {
  it("every line fills its own field, labelled as the line", () => {
    const labels: Record<string, string> = RESULT_FIELD_LABELS.scenario;
    const fields = SCENARIO_LINES.map((line) => line.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const line of SCENARIO_LINES) expect(labels[line.field], line.key).toBe(line.label);
  });

  it("the fields print in the order of the lines", () => {
    const lineFields = new Set<string>(SCENARIO_LINES.map((line) => line.field));
    const fieldOrder = Object.keys(RESULT_FIELD_LABELS.scenario).filter((f) => lineFields.has(f));
    expect(fieldOrder).toEqual(SCENARIO_LINES.map((line) => line.field));
  });

  it("a superseded field is still a field, so old templates keep filling", () => {
    for (const field of SUPERSEDED_RESULT_FIELDS.scenario) {
      expect(Object.keys(RESULT_FIELD_LABELS.scenario)).toContain(field);
    }
  });
});
