import { MEMBER_MESSAGES } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { HttpError, NetworkError } from "@/lib/http-error";
import { problemSentence } from "./problem-sentence";

const problem = (status: number, code: string, detail: string) =>
  new HttpError({ status, code, message: detail, problem: { status, code, detail } });

describe("problemSentence", () => {
  it("shows the server's own sentence for a refusal", () => {
    expect(problemSentence(problem(409, "members/last-owner", MEMBER_MESSAGES.lastOwner))).toBe(
      MEMBER_MESSAGES.lastOwner,
    );
  });

  it("uses the shared wording for faults that carry no sentence for the person", () => {
    expect(problemSentence(new NetworkError())).toBe("Network request failed.");
    expect(problemSentence(new HttpError({ status: 503, message: "Service Unavailable" }))).toMatch(
      /^[A-Z].*\.$/,
    );
    expect(problemSentence(new HttpError({ status: 429, message: "" }))).toMatch(/^[A-Z]/);
    expect(problemSentence(new Error("boom"))).toBe("Something went wrong, please try again.");
  });

  it("does not show a 5xx body's text", () => {
    expect(problemSentence(problem(500, "server/internal", "stack trace here"))).not.toContain(
      "stack",
    );
  });
});
