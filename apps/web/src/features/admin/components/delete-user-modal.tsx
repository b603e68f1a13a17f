import { USER_RETENTION_DAYS } from "@adviser-desk/contracts";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";

interface DeleteUserModalProps {
  opened: boolean;
  email: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (typedEmail: string) => void;
}

/** Deleting asks for the user's e-mail, typed, so the wrong account cannot go by a slip. */
export function DeleteUserModal({
  opened,
  email,
  pending,
  onClose,
  onConfirm,
}: DeleteUserModalProps) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Modal opened={opened} onClose={onClose} title="Delete this user?" centered>
      <Stack gap="md">
        <Text size="sm">
          {email} is signed out at once and can no longer sign in. Their company, clients and
          records are kept for {USER_RETENTION_DAYS} days, during which you can restore the user;
          after that they are removed for good.
        </Text>
        <TextInput
          label="Type the user's e-mail to confirm"
          placeholder={email}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!matches}
            loading={pending}
            onClick={() => onConfirm(typed)}
          >
            Delete user
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
