import { useTranslation } from "react-i18next";
import type { SignOutReason } from "../../shared/session/session-store";
import { LazyAlert } from "../../shared/ui/lazy-alert";

/** Why the user was signed out without asking (session expired, inactivity), above any sign-in form. */
export function SignOutNotice({ notice, onDismiss }: { notice: SignOutReason | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <LazyAlert
      role="alert"
      color="yellow"
      variant="light"
      withCloseButton
      closeButtonLabel={t("actions.close")}
      onClose={onDismiss}
    >
      {t(`auth.sign_out.${notice}`)}
    </LazyAlert>
  );
}
