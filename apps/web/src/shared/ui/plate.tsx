import type { HTMLAttributes } from "react";

/** A number plate: read left to right in either language, and never split across lines at its dash. */
export function Plate({ children, ...props }: HTMLAttributes<HTMLElement> & { children: string }) {
  return (
    <bdi dir="ltr" className="plate" {...props}>
      {children}
    </bdi>
  );
}
