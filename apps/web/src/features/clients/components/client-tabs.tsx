// The app loads Mantine's styles per component; the tabs' come with them.
import "@mantine/core/styles/Tabs.css";
import type { ClientResponse } from "@adviser-desk/contracts";
import { Stack, Tabs } from "@mantine/core";
import { IconCalculator, IconLayoutDashboard } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { ClientRecordsPanel } from "@/features/records";
import { CLIENT_TAB_PARAM, type ClientTab } from "@/lib/paths";
import { ClientProfileCard } from "./profile/client-profile-card";
import { ClientSummarySection } from "./summary/client-summary-section";

interface ClientTabSpec {
  value: ClientTab;
  label: string;
  Icon: typeof IconCalculator;
  /** The sections of the tab, top to bottom, each given the client. */
  sections: readonly { id: string; Component: ComponentType<{ client: ClientResponse }> }[];
}

/**
 * The client page's tabs: first the summary (the whole picture, with the profile edited in
 * place), then the calculations. The tab is in the URL (?tab=calculations; the summary has none),
 * so it can be linked to and survives a reload or Back.
 */
const CLIENT_TABS: readonly ClientTabSpec[] = [
  {
    value: "summary",
    label: "Summary",
    Icon: IconLayoutDashboard,
    sections: [
      { id: "summary", Component: ClientSummarySection },
      { id: "profile", Component: ClientProfileCard },
    ],
  },
  {
    value: "calculations",
    label: "Calculations",
    Icon: IconCalculator,
    sections: [{ id: "records", Component: ClientRecordsPanel }],
  },
];

const isClientTab = (value: string | null): value is ClientTab =>
  CLIENT_TABS.some((tab) => tab.value === value);

export function ClientTabs({ client }: { client: ClientResponse }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(CLIENT_TAB_PARAM);
  const current: ClientTab = isClientTab(asked) ? asked : "summary";
  const select = (next: string | null) =>
    setSearch((params) => {
      // Another tab's own view (?view=deleted of the calculations) does not carry over.
      params.delete("view");
      if (next && next !== "summary") params.set(CLIENT_TAB_PARAM, next);
      else params.delete(CLIENT_TAB_PARAM);
      return params;
    });

  return (
    <Tabs value={current} onChange={select} keepMounted={false} variant="outline" radius="md">
      <Tabs.List aria-label="Client file">
        {CLIENT_TABS.map(({ value, label, Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CLIENT_TABS.map(({ value, sections }) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <Stack gap="lg">
            {sections.map(({ id, Component }) => (
              <Component key={id} client={client} />
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
