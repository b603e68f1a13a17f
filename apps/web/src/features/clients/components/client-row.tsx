import { type ClientResponse, isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { formatPhone } from "@adviser-desk/format/phone";
import { ActionIcon, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { NO_START_DATE } from "@/lib/constants";
import { useMemberCan } from "@/lib/member-can";

import { clientPath } from "@/lib/paths";
import { fullName } from "../lib/client-name";
import { ClientAvatar } from "./client-avatar";
import classes from "./client-rows.module.css";

interface ClientRowProps {
  client: ClientResponse;
  onEdit: (client: ClientResponse) => void;
  onDelete: (client: ClientResponse) => void;
}

/** One client in the list: opens the client; edit and delete from its menu. */
export function ClientRow({ client, onEdit, onDelete }: ClientRowProps) {
  const name = fullName(client);
  const contact = [client.email, client.phone ? formatPhone(client.phone) : null]
    .filter(Boolean)
    .join(" · ");
  const created = formatDateOr(client.createdAt, NO_START_DATE);
  const reviewDue =
    client.reviewDueOn !== null && client.reviewDueOn <= isoDateInSouthAfrica(new Date())
      ? `Review due ${formatDateOr(client.reviewDueOn, NO_START_DATE)}`
      : null;
  const canEdit = useMemberCan("clients.write");
  const canDelete = useMemberCan("clients.delete");
  return (
    <div className={`${classes.row} ${classes.interactive}`}>
      <Link to={clientPath(client.id)} className={classes.link}>
        <ClientAvatar name={name} />
        <Stack gap={0} miw={0}>
          <Text fw={600} c="navy.9" truncate>
            {client.clientName} {client.clientSurname}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {contact || "No contact details"}
          </Text>
          {client.restrictedAt ? (
            <Text size="xs" c="dimmed">
              Restricted until {formatDateOr(client.eraseAfter, NO_START_DATE)}
            </Text>
          ) : reviewDue ? (
            <Text size="xs" c="orange.9">
              {reviewDue}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" className={classes.createdInline}>
            Added {created}
          </Text>
        </Stack>
      </Link>
      <span className={classes.created}>{created}</span>
      <Group justify="flex-end">
        {canEdit || canDelete ? (
          <Menu position="bottom-end" width={180}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={34}
                aria-label={`Actions for ${name}`}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit ? (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(client)}>
                  Edit
                </Menu.Item>
              ) : null}
              {canDelete ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => onDelete(client)}
                >
                  Delete
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </div>
  );
}
