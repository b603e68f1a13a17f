import type { AdvicePack } from "@adviser-desk/contracts";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { packSizeText } from "../../lib/advice-pack-ticks";

/** The packs issued for a client, newest first, each downloadable exactly as issued. */
export function AdvicePackList({ packs, fileName }: { packs: AdvicePack[]; fileName: string }) {
  if (packs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No record-of-advice packs issued yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {packs.map((pack) => (
        <Group
          key={pack.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          aria-label={`Pack issued ${pack.issuedAtText}`}
        >
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500}>
              {pack.issuedAtText}
            </Text>
            <Text size="xs" c="dimmed">
              {pack.records.length} {pack.records.length === 1 ? "record" : "records"} ·{" "}
              {packSizeText(pack.pages, pack.bytes)} · by {pack.issuedBy}
            </Text>
          </Stack>
          <Anchor
            href={pack.pdfUrl}
            download={`${fileName} ${pack.issuedAtText.slice(0, 17)}.pdf`}
            aria-label={`Download the pack issued ${pack.issuedAtText}`}
            display="inline-flex"
            style={{ alignItems: "center", gap: 4 }}
            size="sm"
          >
            <IconDownload size={17} /> PDF
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
