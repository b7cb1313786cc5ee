import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Checkbox, SimpleGrid } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { ListState } from "./list-state";

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

interface Props extends Omit<ComponentProps<typeof ListState>, "children" | "isEmpty"> {
  label: string;
  choices: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}

/** A form's list of checkboxes (branches, team members), with its loading, empty and error states. */
export function ChoiceList({ label, choices, value, onChange, error, ...state }: Props) {
  return (
    <ListState {...state} isEmpty={choices.length === 0}>
      <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              value={choice.value}
              label={<bdi>{choice.label}</bdi>}
              description={choice.description}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </ListState>
  );
}
