import { profileFactsOf, raIncomeFromProfile, tfsaFromProfile } from "@adviser-desk/contracts";
import { Button } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useRecordClient } from "../../../engine/get-record-client";
import type { RecordEditor } from "../../../engine/use-record-editor";

/**
 * "Take from the profile" on the fields a comparison can take from the client's profile but has
 * not (an option made a TFSA after the comparison was created, an RA added later): the client's
 * TFSA contributions so far and this tax year, the income that limits an RA's deduction. What
 * the profile lacks is taken as such: the link then says so and the stated default stays.
 */
export function useTakeFromProfile(
  editor: RecordEditor<"investment-comparison">,
): (path: string) => ReactNode | undefined {
  const client = useRecordClient(editor.record?.clientId).data;
  return (path) => {
    if (!client || editor.readOnly) return undefined;
    const tfsa = /^options\.(\d+)\.tfsaPrior(Contributions|ThisTaxYear)$/.exec(path);
    if (!tfsa && path !== "retirementAnnuity.deductionIncome") return undefined;
    const take = () =>
      editor.update((draft) => ({
        ...draft,
        inputs: tfsa
          ? tfsaFromProfile(draft.inputs, profileFactsOf(client), Number(tfsa[1]))
          : raIncomeFromProfile(draft.inputs, profileFactsOf(client)),
      }));
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        color="teal"
        leftSection={<IconUser size={12} aria-hidden />}
        onClick={take}
        data-take-from-profile={path}
      >
        Take from the profile
      </Button>
    );
  };
}
