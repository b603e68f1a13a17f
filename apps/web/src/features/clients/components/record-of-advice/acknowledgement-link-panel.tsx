import type { AcknowledgementLink } from "@adviser-desk/contracts";
import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** The client's acknowledgement link, shown once: e-mailed, or to copy and send another way. */
export function AcknowledgementLinkPanel({ link }: { link: AcknowledgementLink }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {link.emailedTo
          ? `The client's link to acknowledge it was e-mailed to ${link.emailedTo}.`
          : "Send the client this link to acknowledge it."}{" "}
        It works once, until {link.expiresAtText}, and is not shown again.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          readOnly
          value={link.url}
          label="Acknowledgement link"
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
