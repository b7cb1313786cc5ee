import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * A time of day typed as 24-hour HH:mm ("09:00", "17:30"), the app's one time format. A native time
 * input would show the browser's own format instead (English AM/PM on an Arabic screen); this one
 * shows what was typed, left to right in both directions, and the schedule's rules say what is wrong.
 */
export function ClockTimeInput({ styles, ...props }: Omit<TextInputProps, "type">) {
  return (
    <TextInput
      placeholder="--:--"
      maxLength={5}
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      styles={{ input: { textAlign: "center" }, ...styles }}
      {...props}
    />
  );
}
