import "@mantine/core/styles/Radio.css";
import {
  confirmsClientName,
  ERASURE_REASON_LABELS,
  ERASURE_REASONS,
  type ErasureReason,
} from "@adviser-desk/contracts";
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";

interface EraseClientDialogProps {
  opened: boolean;
  client: { clientName: string; clientSurname: string };
  exportUrl: string;
  erasing: boolean;
  onCancel: () => void;
  onConfirm: (input: { confirmName: string; reason: ErasureReason }) => void;
}

/**
 * "Erase permanently": the adviser types the client's full name and says why. Unlike Delete there
 * is no way back, so the button stays off until the name matches (the server checks it again).
 */
export function EraseClientDialog({
  opened,
  client,
  exportUrl,
  erasing,
  onCancel,
  onConfirm,
}: EraseClientDialogProps) {
  const [typed, setTyped] = useState("");
  const [reason, setReason] = useState<ErasureReason>("client-request");
  const name = `${client.clientName} ${client.clientSurname}`.trim();
  const matches = confirmsClientName(typed, client);
  const close = () => {
    setTyped("");
    onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Erase this client permanently?"
      centered
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm({ confirmName: typed, reason });
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <b>{name}</b>, their profile and every calculation and report kept for them are removed
            for good. This cannot be undone, and nothing is kept in Recently deleted.
          </Text>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
            <Text size="sm">
              The FAIS Act asks you to keep records of advice for five years. If you must keep them,{" "}
              <Anchor href={exportUrl} download size="sm">
                export the client's data
              </Anchor>{" "}
              first and store it safely.
            </Text>
          </Alert>
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
            <Button type="submit" color="red" disabled={!matches} loading={erasing}>
              Erase permanently
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
