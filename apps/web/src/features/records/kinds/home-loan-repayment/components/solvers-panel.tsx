import type { BondInput } from "@adviser-desk/finance";
import { formatPercent } from "@adviser-desk/format";
import { Button, SimpleGrid, Text } from "@mantine/core";
import { IconArrowBarToLeft } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { MoneyInput } from "@/components/inputs/money-input";
import { AmountLines } from "../../../components/amount-lines";
import { RecordSection } from "../../../components/record-section";

import { solveAffordableLoan, solveTerm } from "../lib/solvers";
import { describeTerm } from "../lib/term-parts";
import { SolverCard } from "./solver-card";

interface SolversPanelProps {
  inputs: BondInput;
  /** The loan's current instalment, to start the two questions from sensible figures. */
  instalment: number;
  readOnly: boolean;
  onApply: (patch: Partial<BondInput>) => void;
}

/** Rounds up to the next R500, so the suggested figures read like a person's. */
const roundUp = (rands: number) => Math.ceil(rands / 500) * 500;

/** The two solvers: the loan an instalment affords, and the term an instalment repays in. */
export function SolversPanel({ inputs, instalment, readOnly, onApply }: SolversPanelProps) {
  const [affordable, setAffordable] = useState(() => roundUp(instalment));
  const [payment, setPayment] = useState(() => roundUp(instalment * 1.2));
  const fee = inputs.monthlyServiceFee ?? 0;
  const rate = inputs.annualRatePercent;

  const loan = useMemo(
    () =>
      solveAffordableLoan({
        instalment: affordable,
        annualRatePercent: rate,
        termMonths: inputs.termMonths,
        monthlyServiceFee: fee,
      }),
    [affordable, rate, inputs.termMonths, fee],
  );
  const term = useMemo(
    () =>
      solveTerm({
        instalment: payment,
        loanAmount: inputs.loanAmount,
        annualRatePercent: rate,
        monthlyServiceFee: fee,
      }),
    [payment, inputs.loanAmount, rate, fee],
  );

  return (
    <RecordSection
      title="What can the client afford?"
      description="Two questions answered from this loan's rate and fee. Applying an answer changes the loan above."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SolverCard
          title="Affordable loan"
          description={`The largest loan an instalment repays at ${formatPercent(rate)} over ${describeTerm(inputs.termMonths)}.`}
          input={
            <MoneyInput
              size="md"
              label="Instalment the client can afford"
              description="Excluding the service fee"
              value={affordable}
              onChange={setAffordable}
            />
          }
          problem={loan && !loan.ok ? loan.message : null}
          trace={loan?.ok ? loan.value.trace : null}
          answer={
            loan?.ok ? (
              <AmountLines
                lines={[
                  { label: "Affordable loan", value: loan.value.loanAmount, total: true },
                  { label: "Its instalment", value: loan.value.instalment },
                  { label: "Monthly payment with the fee", value: loan.value.monthlyPayment },
                  { label: "Total interest", value: loan.value.totalInterest },
                  { label: "Total paid", value: loan.value.totalPaid },
                ]}
              />
            ) : null
          }
          action={
            loan?.ok && !readOnly ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconArrowBarToLeft size={15} />}
                onClick={() => onApply({ loanAmount: loan.value.loanAmount })}
                style={{ alignSelf: "flex-start" }}
              >
                Use this loan amount
              </Button>
            ) : null
          }
        />
        <SolverCard
          title="Term for an instalment"
          description={`How long this loan takes to repay at ${formatPercent(rate)} with a fixed instalment.`}
          input={
            <MoneyInput
              size="md"
              label="Instalment the client will pay"
              description="Excluding the service fee"
              value={payment}
              onChange={setPayment}
            />
          }
          problem={term && !term.ok ? term.message : null}
          trace={term?.ok ? term.value.trace : null}
          answer={
            term?.ok ? (
              <>
                <AmountLines
                  lines={[
                    { label: "Term", value: describeTerm(term.value.termMonths), total: true },
                    {
                      label: "Paid off after",
                      value: describeTerm(term.value.payoffMonths),
                      hint: "paying exactly this instalment; the last payment is smaller",
                    },
                    {
                      label: "Standard instalment for that term",
                      value: term.value.standardInstalment,
                    },
                    { label: "Final payment", value: term.value.finalPayment },
                    { label: "Total interest", value: term.value.totalInterest },
                  ]}
                />
                <Text size="xs" c="dimmed">
                  The term is the shortest whole term whose standard instalment fits the amount.
                </Text>
              </>
            ) : null
          }
          action={
            term?.ok && !readOnly ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconArrowBarToLeft size={15} />}
                onClick={() => onApply({ termMonths: term.value.termMonths })}
                style={{ alignSelf: "flex-start" }}
              >
                Use this term
              </Button>
            ) : null
          }
        />
      </SimpleGrid>
    </RecordSection>
  );
}
