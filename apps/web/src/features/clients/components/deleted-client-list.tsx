import { RESTORE_DAYS } from "@adviser-desk/contracts/record-common";
import { formatDateOr } from "@adviser-desk/format";
import { Button, EmptyState, Group, Paper, Stack, Text } from "@mantine/core";
import { IconRestore, IconTrashOff } from "@tabler/icons-react";
import { useMemberCan } from "@/lib/member-can";
import { useClientList } from "../api/list-clients";
import { useRestoreClient } from "../api/restore-client";
import { fullName } from "../lib/client-name";
import { ClientAvatar } from "./client-avatar";
import classes from "./client-rows.module.css";
import { LoadMore } from "./load-more";

/**
 * "Recently deleted": clients deleted in the last RESTORE_DAYS days, each with Restore. Loaded
 * only when this view is opened (it brings the contracts' constants, and zod with them).
 */
export function DeletedClientList({ q }: { q: string }) {
  const list = useClientList({ q, deleted: true });
  const restore = useRestoreClient();
  const canRestore = useMemberCan("clients.write");
  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isError && !list.data) throw list.error;
  const note = (
    <Text size="sm" c="dimmed">
      Deleted clients, with their scenarios and calculations, can be restored for {RESTORE_DAYS}{" "}
      days.
    </Text>
  );
  if (list.data && clients.length === 0) {
    return (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconTrashOff size={26} stroke={1.6} />}
          withIndicatorBackground
          title={q ? `No deleted clients match “${q}”` : "Nothing deleted recently"}
          description={`Deleted clients, with their scenarios and calculations, can be restored here for ${RESTORE_DAYS} days.`}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      {note}
      <Paper withBorder className={classes.list} opacity={list.isPlaceholderData ? 0.6 : 1}>
        <ul aria-label="Recently deleted clients" className={classes.items}>
          {clients.map((client) => {
            const name = fullName(client);
            return (
              <li key={client.id} className={classes.deletedRow}>
                <Group gap="md" wrap="nowrap" miw={0}>
                  <ClientAvatar name={name} />
                  <Stack gap={0} miw={0}>
                    <Text fw={600} c="navy.9" truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Deleted {formatDateOr(client.deletedAt, "recently")}
                    </Text>
                  </Stack>
                </Group>
                {canRestore ? (
                  <Button
                    variant="light"
                    size="sm"
                    leftSection={<IconRestore size={16} />}
                    aria-label={`Restore ${name}`}
                    loading={restore.isPending && restore.variables === client.id}
                    onClick={() => restore.mutate(client.id)}
                  >
                    Restore
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Paper>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}
