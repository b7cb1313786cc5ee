import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { StatementDto } from "@pitlane/domain/fleet/statement";
import { IconArrowDownRight, IconArrowUpRight, IconFlag, IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AmountIn } from "../../../shared/ui/money";
import { StatCard } from "../../../shared/ui/stat-card";

const FIGURES = [
  { key: "opening", icon: IconPlayerPlay, color: "gray" },
  { key: "credits", icon: IconArrowDownRight, color: "teal" },
  { key: "debits", icon: IconArrowUpRight, color: "orange" },
  { key: "closing", icon: IconFlag, color: "indigo" },
] as const;

/** The four figures that tie to the ledger: opening + credits − debits = closing. */
export function StatementFigures({ statement }: { statement: StatementDto }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {FIGURES.map(({ key, icon, color }) => (
        <div key={key} data-testid={`statement-${key}`}>
          <StatCard
            label={t(`fleet.statement.figures.${key}`)}
            hint={t(`fleet.statement.figures.${key}_hint`)}
            value={<AmountIn amount={statement[key]} currency={statement.currency} />}
            valueSize={22}
            icon={icon}
            color={color}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
