import { useDirection } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { directionOf } from "./language";

/** Keeps Mantine's direction (menus, drawers, sliders) in step with the language. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const direction = directionOf(i18n.language);
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}
