import type { ClientResponse } from "@adviser-desk/contracts";
import { Button, EmptyState, Paper, Stack } from "@mantine/core";
import { IconPlus, IconSearch, IconUserQuestion, IconUsers } from "@tabler/icons-react";
import { useMe } from "@/lib/api/get-me";
import { RestrictedClientContext } from "@/lib/member-can";
import { useDeleteClient } from "../api/delete-client";
import { useClientList } from "../api/list-clients";
import { ClientRow } from "./client-row";
import classes from "./client-rows.module.css";
import { LoadMore } from "./load-more";

interface ClientListProps {
  q: string;
  /** Only the clients whose review is due, or only the restricted ones. */
  filter?: "review-due" | "restricted" | undefined;
  onAdd: () => void;
  onEdit: (client: ClientResponse) => void;
}

/** The company's current clients, by surname, searched on the server, a page at a time. */
export function ClientList({ q, filter, onAdd, onEdit }: ClientListProps) {
  const list = useClientList({ q, deleted: false, filter });
  const remove = useDeleteClient();
  const me = useMe().data;
  // An assistant sees only the clients of the advisers they prepare for (ADR 030).
  const preparesForNobody = me?.role === "assistant" && me.assignedAdviserIds.length === 0;
  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isError && !list.data) throw list.error;
  if (list.data && clients.length === 0) {
    return (
      <Paper withBorder p="xl">
        {q ? (
          <EmptyState
            icon={<IconSearch size={26} stroke={1.6} />}
            withIndicatorBackground
            title={`No clients match “${q}”`}
            description="Search looks at the start of each word of a client's name and surname."
          />
        ) : preparesForNobody ? (
          <EmptyState
            icon={<IconUserQuestion size={26} stroke={1.6} />}
            variant="light"
            color="orange"
            title="Ask the owner to assign you to an adviser"
            description="As an assistant you prepare the clients of the advisers you are assigned to. Nobody is assigned to you yet, so you see no clients: the practice's owner sets this under Company → Members, “Prepares for”."
          />
        ) : filter ? (
          <EmptyState
            icon={<IconUsers size={26} stroke={1.6} />}
            withIndicatorBackground
            title={filter === "review-due" ? "No reviews due" : "No restricted clients"}
            description={
              filter === "review-due"
                ? "A client's review is due a year after their last advice or review, or on the date you set."
                : "A client is restricted when an erasure is asked for while the FAIS Act still requires their records."
            }
          />
        ) : (
          <EmptyState
            icon={<IconUsers size={26} stroke={1.6} />}
            variant="light"
            color="teal"
            title="No clients yet"
            description="Add your first client to start preparing their scenarios and calculations."
          >
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
                Add client
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        )}
      </Paper>
    );
  }

  return (
    <Stack gap={0}>
      <Paper
        withBorder
        className={classes.list}
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        opacity={list.isPlaceholderData ? 0.6 : 1}
      >
        <div className={`${classes.row} ${classes.head}`} aria-hidden>
          <span>Client</span>
          <span>Added</span>
          <span />
        </div>
        <ul aria-label="Clients" className={classes.items}>
          {clients.map((client) => (
            <li key={client.id}>
              <RestrictedClientContext value={client.restrictedAt !== null}>
                <ClientRow client={client} onEdit={onEdit} onDelete={(c) => remove.mutate(c)} />
              </RestrictedClientContext>
            </li>
          ))}
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
