import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Failure } from "../api/api-error";
import { failureText } from "../forms/messages";
import { LazyAlert } from "./lazy-alert";

/** A refusal of the whole form, announced to screen readers (role="alert"). */
export function FormError({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <LazyAlert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {failureText(t, failure)}
    </LazyAlert>
  );
}
