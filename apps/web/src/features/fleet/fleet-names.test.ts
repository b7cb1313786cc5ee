import { describe, expect, it } from "vitest";
import arFleet from "../../locales/ar/fleet.json";
import arOrg from "../../locales/ar/fleet-org.json";
import arSettings from "../../locales/ar/fleet-settings.json";
import enFleet from "../../locales/en/fleet.json";
import enOrg from "../../locales/en/fleet-org.json";
import enSettings from "../../locales/en/fleet-settings.json";

const languages = {
  en: { nav: enFleet.nav, areas: enOrg.role.areas, settings: enSettings },
  ar: { nav: arFleet.nav, areas: arOrg.role.areas, settings: arSettings },
};

describe("the portal's names for its screens", () => {
  it.each(Object.entries(languages))(
    "are the same in the menu and in the role picker (%s)",
    (_language, { nav, areas, settings }) => {
      const shared = Object.keys(areas).filter((area) => area in nav);
      expect(shared).toContain("safety_factors");
      for (const area of shared) expect(Reflect.get(areas, area), area).toBe(Reflect.get(nav, area));
      // The screen's own title too.
      expect(settings.safety_factors.title).toBe(nav.safety_factors);
    },
  );
});
