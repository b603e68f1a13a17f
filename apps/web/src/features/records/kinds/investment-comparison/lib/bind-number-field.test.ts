import { describe, expect, it, vi } from "vitest";
import { numberFieldBinder } from "./bind-number-field";

interface Option {
  kind: "market";
  lumpSum: number;
  growthPercent?: number;
}

describe("numberFieldBinder", () => {
  const option: Option = { kind: "market", lumpSum: 50_000 };
  const noMessage = () => undefined;

  it("shows the value, or the default while it is unset", () => {
    const bind = numberFieldBinder(option, (_patch: Partial<Option>) => {}, noMessage);
    expect(bind("lumpSum").value).toBe(50_000);
    expect(bind("growthPercent", 8).value).toBe(8);
  });

  it("changes only its own field and shows its own message", () => {
    const set = vi.fn<(patch: Partial<Option>) => void>();
    const bind = numberFieldBinder(option, set, (field) =>
      field === "growthPercent" ? "must be at most 50%" : undefined,
    );
    bind("growthPercent", 8).onChange(9.5);
    expect(set).toHaveBeenCalledWith({ growthPercent: 9.5 });
    expect(bind("growthPercent").error).toBe("must be at most 50%");
    expect(bind("lumpSum").error).toBeUndefined();
  });
});
