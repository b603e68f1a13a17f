import { formatMoney } from "@adviser-desk/format";
import { Text } from "@mantine/core";

interface PhoneSummaryProps {
  label: string;
  value: number;
  /** A second figure under the first, e.g. "Refund R 2 000,00". */
  detail?: string;
  detailColor?: string;
}

/** One key figure for the phone bar of <RecordScreenLayout> (`phoneSummary`). */
export function PhoneSummary({ label, value, detail, detailColor }: PhoneSummaryProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} c="navy.9" lh={1.3} style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatMoney(value)}
      </Text>
      {detail ? (
        <Text size="xs" c={detailColor} lh={1.2} style={{ fontVariantNumeric: "tabular-nums" }}>
          {detail}
        </Text>
      ) : null}
    </div>
  );
}
