import { ActionIcon, Button, Container, Divider, Group } from "@mantine/core";
import { IconExternalLink, IconPlayerPlay, IconSchool } from "@tabler/icons-react";
import { Link } from "react-router";
import { BrandLogo } from "@/components/brand/brand-logo";
import { HOME_SIGNED_IN } from "@/lib/paths";
import classes from "./app-layout.module.css";
import { UserMenu } from "./user-menu";

interface AppHeaderProps {
  holderName: string;
  email: string;
  /** The company's logo URL and name, when a logo is set. */
  logo: { src: string; companyName: string } | null;
  trainingUrl: string | null;
  onOverview: () => void;
}

/** Spec §2: the sticky header. On phones the Training link moves into the menu. */
export function AppHeader({ holderName, email, logo, trainingUrl, onOverview }: AppHeaderProps) {
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <BrandLogo to={HOME_SIGNED_IN} link={Link} size="sm" compact />
          {logo ? (
            <>
              <Divider
                orientation="vertical"
                h={28}
                color="gray.3"
                style={{ alignSelf: "center" }}
              />
              <img
                className={classes.companyLogo}
                src={logo.src}
                alt={`${logo.companyName} logo`}
              />
            </>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap">
          {trainingUrl ? (
            <Button
              component="a"
              href={trainingUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray.8"
              size="sm"
              leftSection={<IconSchool size={18} stroke={1.6} />}
              rightSection={<IconExternalLink size={14} stroke={1.6} />}
              visibleFrom="sm"
            >
              Training
            </Button>
          ) : null}
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlayerPlay size={16} stroke={1.8} />}
            onClick={onOverview}
            visibleFrom="sm"
          >
            Overview
          </Button>
          <ActionIcon
            variant="light"
            size={36}
            radius="xl"
            aria-label="Overview"
            onClick={onOverview}
            hiddenFrom="sm"
          >
            <IconPlayerPlay size={18} stroke={1.8} />
          </ActionIcon>
          <UserMenu name={holderName} email={email} trainingUrl={trainingUrl} />
        </Group>
      </Group>
    </Container>
  );
}
