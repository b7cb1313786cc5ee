import { TextInput } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import type { DateFieldProps, DateRangeFieldProps } from "./date-fields";

// The date pickers (and their CSS) load with the first field that shows one, not with the screen.
const LoadedDateField = lazy(async () => ({ default: (await import("./date-fields")).DateField }));
const LoadedDateRangeField = lazy(async () => ({ default: (await import("./date-fields")).DateRangeField }));

/** While the picker loads: an inert box of the same label and size, so nothing moves. */
function Loading({ label, w }: { label: ReactNode; w?: DateFieldProps["w"] }) {
  return <TextInput label={label} w={w} disabled readOnly />;
}

export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Loading label={props.label} w={props.w} />}>
      <LoadedDateField {...props} />
    </Suspense>
  );
}

export function LazyDateRangeField(props: DateRangeFieldProps) {
  return (
    <Suspense fallback={<Loading label={props.label} w={props.w} />}>
      <LoadedDateRangeField {...props} />
    </Suspense>
  );
}
