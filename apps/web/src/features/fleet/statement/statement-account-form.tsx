import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { STATEMENT_ACCOUNT_MAX_DAYS } from "@pitlane/domain/fleet/statement";
import { addDays } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LazyDateRangeField } from "../../../shared/forms/lazy-date-fields";
import { accountStatementPath } from "./statement-paths";

type Range = [string | null, string | null];

/** Asks for a statement of account: a range of the company's days, at most a year, then shows it. */
export function StatementAccountForm({ initial = [null, null] }: { initial?: Range }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>(initial);
  const [from, to] = range;
  const isTooLong = !!from && !!to && to > addDays(from, STATEMENT_ACCOUNT_MAX_DAYS);

  function handleShow() {
    if (from && to && !isTooLong) void navigate(accountStatementPath({ from, to }));
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby="statement-account">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="statement-account">
          {t("fleet.statement.account.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("fleet.statement.account.hint")}
        </Text>
        <Group align="flex-end" gap="sm">
          <LazyDateRangeField
            label={t("fleet.statement.account.range")}
            value={range}
            onChange={setRange}
            error={isTooLong ? t("refusals.statement_range") : undefined}
            w={320}
          />
          <Button onClick={handleShow} disabled={!from || !to || isTooLong}>
            {t("fleet.statement.account.show")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
