import { useNavigate } from "react-router";
import { BreadcrumbExtra } from "@/components/layouts/breadcrumb-slot";
import { SiblingItemSelect } from "@/components/sibling-item-select";
import { clientPath } from "@/lib/paths";
import { useClientList } from "../api/list-clients";
import { fullName } from "../lib/client-name";

interface ClientSwitcherProps {
  currentId: string;
  currentName: string;
}

/** The breadcrumb bar's dropdown on a client's page: the other clients, by name. */
export function ClientSwitcher({ currentId, currentName }: ClientSwitcherProps) {
  const navigate = useNavigate();
  const list = useClientList({ q: "", deleted: false });
  const items = (list.data?.pages ?? []).flatMap((page) =>
    page.items.map((client) => ({ id: client.id, label: fullName(client) })),
  );
  return (
    <BreadcrumbExtra>
      <SiblingItemSelect
        items={items}
        currentId={currentId}
        fallbackLabel={currentName}
        label="Switch client"
        onSelect={(id) => void navigate(clientPath(id))}
      />
    </BreadcrumbExtra>
  );
}
