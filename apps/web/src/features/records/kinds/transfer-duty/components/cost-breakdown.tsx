import type {
  CostEstimate,
  CostLineKey,
  DisbursementLine,
  TransferCostsResult,
} from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { EstimateBadge } from "@/components/estimate-badge";
import { type AmountLine, AmountLines } from "../../../components/amount-lines";
import { RecordSection } from "../../../components/record-section";

function badgeFor(estimates: readonly CostEstimate[], line: CostLineKey) {
  const estimate = estimates.find((e) => e.line === line);
  return estimate ? <EstimateBadge reason={estimate.reason} /> : undefined;
}

function itemsHint(items: readonly DisbursementLine[]) {
  if (items.length === 0) return undefined;
  return (
    <Stack gap={0} mt={2}>
      {items.map((item) => (
        <Text key={item.key} size="xs" c="dimmed">
          {item.label}: {formatMoney(item.amount)}
          {item.estimate ? " (typical)" : ""}
        </Text>
      ))}
    </Stack>
  );
}

/** Every cost line of the transfer and of the bond, estimates marked with their reasons. */
export function CostBreakdown({ result }: { result: TransferCostsResult }) {
  const { transfer, bond, estimates } = result;
  const transferLines: AmountLine[] = [
    {
      label: "Transfer duty (SARS)",
      value: transfer.transferDuty,
      badge: badgeFor(estimates, "transferDuty"),
    },
    {
      label: "Attorney fee",
      value: transfer.attorneyFee,
      badge: badgeFor(estimates, "transferAttorneyFee"),
    },
    {
      label: "VAT on the attorney fee",
      value: transfer.attorneyFeeVat,
      badge: badgeFor(estimates, "transferAttorneyFeeVat"),
    },
    {
      label: "Deeds Office fee",
      value: transfer.deedsOfficeFee,
      badge: badgeFor(estimates, "deedsOfficeTransferFee"),
    },
    {
      label: "Disbursements",
      value: transfer.disbursements,
      badge: badgeFor(estimates, "transferDisbursements"),
      hint: itemsHint(transfer.disbursementItems),
    },
    { label: "Transfer costs", value: transfer.total, total: true },
  ];
  const bondLines: AmountLine[] =
    bond.total === 0
      ? [{ label: "No bond: no bond costs", value: 0, total: true }]
      : [
          {
            label: "Attorney fee",
            value: bond.attorneyFee,
            badge: badgeFor(estimates, "bondAttorneyFee"),
          },
          {
            label: "VAT on the attorney fee",
            value: bond.attorneyFeeVat,
            badge: badgeFor(estimates, "bondAttorneyFeeVat"),
          },
          {
            label: "Deeds Office fee",
            value: bond.deedsOfficeFee,
            badge: badgeFor(estimates, "deedsOfficeBondFee"),
          },
          {
            label: "Disbursements",
            value: bond.disbursements,
            badge: badgeFor(estimates, "bondDisbursements"),
            hint: itemsHint(bond.disbursementItems),
          },
          {
            label: "Bank initiation fee",
            value: bond.bankInitiationFee,
            badge: badgeFor(estimates, "bankInitiationFee"),
          },
          { label: "Bond costs", value: bond.total, total: true },
        ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <RecordSection
        title="Transfer costs"
        description="Paid to the transferring attorney on transfer."
      >
        <AmountLines lines={transferLines} />
      </RecordSection>
      <RecordSection title="Bond costs" description="Registering the bond with the lender.">
        <AmountLines lines={bondLines} />
      </RecordSection>
    </SimpleGrid>
  );
}
