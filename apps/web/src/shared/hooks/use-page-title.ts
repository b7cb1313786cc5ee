import { useEffect } from "react";

/** The tab title of a screen: "Store settings · Pitlane". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Pitlane`;
  }, [title]);
}
