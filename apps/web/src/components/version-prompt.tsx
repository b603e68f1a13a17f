import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { startNewVersion } from "@/lib/app-version";

export const NEW_VERSION_QUESTION =
  "A new version of the app is available. Would you like to refresh the browser?";

interface VersionPromptProps {
  version: string;
  onNo: () => void;
}

/** Spec §4: the question asked when the live config names a version other than the stored one. */
export function VersionPrompt({ version, onNo }: VersionPromptProps) {
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Modal
      opened
      onClose={onNo}
      withCloseButton={false}
      centered
      size="sm"
      radius="lg"
      zIndex={1100}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" size={34}>
            <IconRefresh size={18} stroke={1.8} />
          </ThemeIcon>
          <Text fw={650} c="navy.9">
            New version
          </Text>
        </Group>
      }
    >
      <Stack gap="lg">
        <Text size="sm">{NEW_VERSION_QUESTION}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo} disabled={refreshing}>
            No
          </Button>
          <Button
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void startNewVersion(version);
            }}
          >
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
