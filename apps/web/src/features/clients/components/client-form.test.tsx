import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { ClientForm } from "./client-form";

beforeAll(() => {
  // The notes field's autosize listens for web fonts loading; jsdom has no document.fonts.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

// When a date is filled or left (dateOfBirthToFill) is tested in contracts; here, that the form
// shows it.
describe("ClientForm: the ID number fills the date of birth", () => {
  it("shows 14 May 1981 in an empty date of birth once 8105145800081 is typed", {
    timeout: 60_000,
  }, async () => {
    renderWithApp(<ClientForm onCancel={() => {}} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText("SA ID number"), {
      target: { value: "8105145800081" },
    });
    // Looked up each time: the field is drawn afresh when the form sets its value.
    // The wait is for the redraw only, however long the machine takes.
    await waitFor(
      () =>
        expect((screen.getByLabelText("Date of birth") as HTMLInputElement).value).toBe(
          "1981-05-14",
        ),
      { timeout: 30_000 },
    );
  });
});
