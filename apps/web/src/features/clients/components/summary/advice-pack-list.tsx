import type { AdvicePack } from "@adviser-desk/contracts";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { packSizeText } from "../../lib/advice-pack-size";
import { AcknowledgementStatusPanel } from "./acknowledgement-status";

/** A record of advice by its number; a pack issued before records of advice were written here. */
const packName = (pack: AdvicePack) =>
  pack.roaNumber === null ? "Pack of reports" : `Record of advice, version ${pack.roaNumber}`;

/** The packs issued for a client, newest first, each downloadable exactly as issued. */
export function AdvicePackList({
  packs,
  fileName,
  clientId,
}: {
  packs: AdvicePack[];
  fileName: string;
  clientId: string;
}) {
  if (packs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No record of advice issued yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {packs.map((pack) => (
        <Stack
          key={pack.id}
          component="li"
          gap={6}
          aria-label={`${packName(pack)} issued ${pack.issuedAtText}`}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {packName(pack)} · {pack.issuedAtText}
              </Text>
              <Text size="xs" c="dimmed">
                {pack.records.length} {pack.records.length === 1 ? "record" : "records"} ·{" "}
                {packSizeText(pack.pages, pack.bytes)} · by {pack.issuedBy}
              </Text>
            </Stack>
            <Anchor
              href={pack.pdfUrl}
              download={`${fileName} ${pack.issuedAtText.slice(0, 17)}.pdf`}
              aria-label={`Download ${packName(pack)} issued ${pack.issuedAtText}`}
              display="inline-flex"
              style={{ alignItems: "center", gap: 4 }}
              size="sm"
            >
              <IconDownload size={17} /> PDF
            </Anchor>
          </Group>
          <AcknowledgementStatusPanel pack={pack} clientId={clientId} />
        </Stack>
      ))}
    </Stack>
  );
}
