import type { InvestmentComparisonInputs } from "@adviser-desk/contracts";
import {
  type SourceLinks,
  scenarioSourceSentence,
} from "@adviser-desk/contracts/record-source-rules";
import { NativeSelect } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError } from "@/lib/notify";
import { recordQueryOptions } from "../../../engine/get-record";
import { useClientRecords } from "../../../engine/list-client-records";

interface MarginalRateSourceProps {
  clientId: string | undefined;
  sources: SourceLinks | undefined;
  onChange: (patch: Partial<InvestmentComparisonInputs>) => void;
}

/**
 * "Take the rate from": the client's tax scenarios; choosing one puts its marginal rate in the
 * field with a link to it (the scenario as saved: a locked one's stored result).
 */
export function MarginalRateSource({ clientId, sources, onChange }: MarginalRateSourceProps) {
  const scenarios = useClientRecords("scenario", clientId).data ?? [];
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  if (scenarios.length === 0) return null;
  const linked = sources?.marginalTaxRate?.id ?? "";

  const take = async (id: string) => {
    if (id === "") return;
    setLoading(true);
    try {
      const scenario = await queryClient.fetchQuery({
        ...recordQueryOptions("scenario", id),
        staleTime: 0,
      });
      const rate = scenario.result.marginalRate;
      onChange({
        marginalTaxRate: rate,
        marginalTaxRateSource: scenarioSourceSentence({
          name: scenario.scenarioName,
          taxYear: scenario.taxYear,
        }),
        sources: {
          ...sources,
          marginalTaxRate: {
            kind: "scenario",
            id,
            version: scenario.version,
            name: scenario.scenarioName,
            field: "marginalRate",
            value: rate,
          },
        },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <NativeSelect
      size="xs"
      label="Take the marginal rate from"
      disabled={loading}
      value={linked}
      onChange={(event) => void take(event.currentTarget.value)}
      data={[
        { value: "", label: linked === "" ? "Entered by hand" : "Choose a tax scenario" },
        ...scenarios.map((scenario) => ({
          value: scenario.id,
          label: `${scenario.scenarioName}, ${scenario.taxYear}`,
        })),
      ]}
    />
  );
}
