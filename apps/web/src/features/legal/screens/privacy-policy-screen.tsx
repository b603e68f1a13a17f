import { Anchor, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { Link } from "react-router";
import { LOGIN } from "@/lib/paths";
import { PolicyCollection } from "../components/policy-collection";
import { PolicyHandling } from "../components/policy-handling";
import { PolicyRights } from "../components/policy-rights";
import { policyHeadings } from "../components/policy-toc";
import { privacyDetails } from "../privacy-details";
import classes from "./privacy-policy.module.css";

export function PrivacyPolicyScreen() {
  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }} w="100%" maw={820} component="article">
      <title>Privacy policy · Adviser Desk</title>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 34 }} c="navy.9">
            Privacy policy
          </Title>
          <Text c="dimmed" size="sm">
            Effective {privacyDetails.effectiveDate} · Protection of Personal Information Act, 2013
          </Text>
        </Stack>
        <nav aria-label="Contents">
          <Text fw={600} size="sm" mb={6}>
            Contents
          </Text>
          <ul className={classes.toc}>
            {Object.values(policyHeadings).map((heading) => (
              <li key={heading.id}>
                <Anchor href={`#${heading.id}`} size="sm" fw={400}>
                  {heading.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        <Typography className={classes.policy}>
          <PolicyCollection />
          <PolicyHandling />
          <PolicyRights />
        </Typography>
        <Anchor component={Link} to={LOGIN} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </Paper>
  );
}
