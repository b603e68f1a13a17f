import { transferCostTariffs, validateTransferCostTariff } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { newDisbursement, nextFlatFeeBand, nextStepFeeBand } from "./new-tariff-rows";

const tariff = transferCostTariffs.at(-1);
if (tariff === undefined) throw new Error("the finance package has no built-in tariff");

describe("nextStepFeeBand", () => {
  it("continues from the band below at the fee it reaches there, so the scale stays valid", () => {
    const bands = tariff.transferAttorneyFees.bands.slice(0, 2);
    const added = nextStepFeeBand(bands[1]);
    expect(added.from).toBe(bands[1]?.upTo);
    expect(added.upTo).toBeNull();
    const scale = { ...tariff.transferAttorneyFees, bands: [...bands, added] };
    expect(validateTransferCostTariff({ ...tariff, transferAttorneyFees: scale })).toEqual([]);
  });

  it("keeps the base of an open-ended band (its upper limit is still to be typed)", () => {
    const last = { from: 5_000_000, upTo: null, base: 64_260, stepFee: 5_000, step: 1_000_000 };
    expect(nextStepFeeBand(last)).toEqual({ ...last, from: 5_000_000 });
  });

  it("starts a scale at zero", () => {
    expect(nextStepFeeBand(undefined)).toMatchObject({ from: 0, upTo: null, base: 0 });
  });
});

describe("nextFlatFeeBand", () => {
  it("adds an open-ended band at the last band's fee", () => {
    expect(nextFlatFeeBand({ upTo: 100_000, fee: 45 })).toEqual({ upTo: null, fee: 45 });
  });
});

describe("newDisbursement", () => {
  it("takes a key no other disbursement has", () => {
    const list = [
      { ...newDisbursement([]), key: "disbursement-2" },
      { ...newDisbursement([]), key: "fica" },
    ];
    expect(newDisbursement(list).key).toBe("disbursement-3");
  });

  it("is blank apart from its key, so the checks ask for a label and a source", () => {
    const added = newDisbursement(tariff.bondDisbursements);
    const problems = validateTransferCostTariff({
      ...tariff,
      bondDisbursements: [...tariff.bondDisbursements, added],
    }).map((problem) => problem.path);
    const i = tariff.bondDisbursements.length;
    expect(problems).toEqual([`bondDisbursements.${i}.label`, `bondDisbursements.${i}.source`]);
  });
});
