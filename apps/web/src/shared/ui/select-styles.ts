// Mantine CSS for Select (a Combobox in a Popover with a ScrollArea), imported by the lazy
// screens that have one, so the public pages do not carry it.
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
