import { Navigate } from "react-router";
import { homePathOf, isShopSession, useSessionState } from "../../shared/session/session-store";
import { PageLoader } from "../../shared/ui/page-loader";
import { enShopTexts, loadArabicShopTexts } from "../../locales/shop-texts";
import { shopNav } from "../../features/shop/shop-nav";
import { addLateTexts } from "../i18n";
import { AppFrame } from "./app-frame";

// The signed-in screens' texts come with the shell, not with the sign-in page.
const shopTextsReady = addLateTexts(enShopTexts, loadArabicShopTexts);

/** No screen behind sign-in renders before its texts (in Arabic, fetched) are in. */
export async function loader() {
  await shopTextsReady;
  return null;
}

/**
 * The shop dashboard's signed-in shell. Signed out (never signed in, expired, inactive, logged
 * out) goes to `/`; a fleet or console user goes to their own part.
 */
export function Component() {
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (!session) return <Navigate to="/" replace />;
  if (!isShopSession(session)) return <Navigate to={homePathOf(session)} replace />;
  return (
    <AppFrame
      nav={shopNav}
      user={{ name: session.user.name, email: session.user.email, organisation: session.shop.shop_name }}
    />
  );
}
