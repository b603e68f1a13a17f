import type { ClientResponse } from "@adviser-desk/contracts";
import { Modal, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ClientForm } from "./client-form";

interface ClientFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The client to edit; without it, the form adds a new one. */
  client?: ClientResponse | undefined;
  onSaved?: (client: ClientResponse) => void;
}

/** Add client / Edit client, in a modal. The form starts afresh each time it opens. */
export function ClientFormModal({ opened, onClose, client, onSaved }: ClientFormModalProps) {
  // On a phone the form takes the whole screen: seven fields do not fit in a floating card.
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      radius="lg"
      padding="xl"
      title={
        <Title order={2} fz={20} c="navy.9">
          {client ? "Edit client" : "Add client"}
        </Title>
      }
    >
      {opened ? (
        <ClientForm
          client={client}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
