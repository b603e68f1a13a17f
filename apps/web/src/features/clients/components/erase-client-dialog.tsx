import "@mantine/core/styles/Radio.css";
import {
  type ClientRetentionResponse,
  confirmsClientName,
  ERASURE_REASON_LABELS,
  ERASURE_REASONS,
  type ErasureReason,
  nextDay,
} from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useState } from "react";

interface EraseClientDialogProps {
  opened: boolean;
  client: { clientName: string; clientSurname: string };
  /** What an erase would do today (null while it loads). */
  retention: ClientRetentionResponse | null;
  exportUrl: string;
  erasing: boolean;
  onCancel: () => void;
  onConfirm: (input: { confirmName: string; reason: ErasureReason }) => void;
}

/** The words for what the request will do: erase now, or restrict until the FAIS period ends. */
function Outcome({ name, retention }: { name: string; retention: ClientRetentionResponse }) {
  const spouse = retention.linkedSpouse;
  if (retention.eraseWould === "restrict" && retention.keptUntil) {
    return (
      <>
        <Alert
          color="blue"
          icon={<IconLock size={18} />}
          p="sm"
          title="This will restrict, not erase"
        >
          <Stack gap={6}>
            <Text size="sm">
              {retention.lastAdviceOn
                ? `${name} was last advised on ${formatDate(retention.lastAdviceOn)}. `
                : null}
              The FAIS Act and the General Code of Conduct require you to keep records of advice for
              five years after the advice or the end of the service, so the client's records are
              kept until <b>{formatDate(retention.keptUntil)}</b>.
            </Text>
            <Text size="sm">
              Until then the client is <b>restricted</b>: hidden from your client list and
              calculators, and read-only. You can still export their data for the regulator. Adviser
              Desk erases them on {formatDate(nextDay(retention.keptUntil))}.
            </Text>
          </Stack>
        </Alert>
        {spouse ? (
          <Text size="sm">
            {name} is linked as the spouse or partner of <b>{spouse.name}</b>. The link stays while
            the records are kept and ends when they are erased; {spouse.name}'s own file is not
            touched.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Text size="sm">
        <b>{name}</b>, their profile and every calculation and report kept for them are removed for
        good. This cannot be undone, and nothing is kept in Recently deleted.
        {retention.lastAdviceOn
          ? ` Their last record of advice (${formatDate(retention.lastAdviceOn)}) is more than five years old.`
          : " No record of advice was issued to them, so the FAIS Act asks nothing to be kept."}
      </Text>
      {spouse ? (
        <Text size="sm">
          {name} is linked as the spouse or partner of <b>{spouse.name}</b>: that link ends, and{" "}
          {spouse.name}'s own file is not touched.
        </Text>
      ) : null}
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
        <Text size="sm">Export the client's data first if you need a copy of it.</Text>
      </Alert>
    </>
  );
}

/**
 * "Erase permanently": the adviser types the client's full name and says why. While FAIS still
 * requires the client's records (ADR 050) the dialog says the request restricts instead, until
 * which day; the server decides with the same rule. The button stays off until the name matches.
 */
export function EraseClientDialog({
  opened,
  client,
  retention,
  exportUrl,
  erasing,
  onCancel,
  onConfirm,
}: EraseClientDialogProps) {
  const [typed, setTyped] = useState("");
  const [reason, setReason] = useState<ErasureReason>("client-request");
  const name = `${client.clientName} ${client.clientSurname}`.trim();
  const matches = confirmsClientName(typed, client);
  const restricts = retention?.eraseWould === "restrict";
  const close = () => {
    setTyped("");
    onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={restricts ? "Restrict this client?" : "Erase this client permanently?"}
      centered
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && retention) onConfirm({ confirmName: typed, reason });
        }}
      >
        <Stack gap="md">
          {retention ? <Outcome name={name} retention={retention} /> : <Loader size="sm" />}
          <Text size="sm">
            <Anchor href={exportUrl} download size="sm">
              Export the client's data
            </Anchor>
          </Text>
          <Radio.Group
            label="Why are you erasing this client?"
            value={reason}
            onChange={(value) => setReason(value as ErasureReason)}
          >
            <Stack gap={6} mt={6}>
              {ERASURE_REASONS.map((key) => (
                <Radio key={key} value={key} label={ERASURE_REASON_LABELS[key]} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label={`Type ${name} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches || !retention} loading={erasing}>
              {restricts && retention?.keptUntil
                ? `Restrict until ${formatDate(retention.keptUntil)}`
                : "Erase permanently"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
