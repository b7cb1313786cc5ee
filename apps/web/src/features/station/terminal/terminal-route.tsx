import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { PageLoader } from "../../../shared/ui/page-loader";
import { IdentifyScreen } from "../identify/identify-screen";
import { useStationTerminal } from "../layouts/use-station-terminal";
import { ApprovedScreen } from "./approved-screen";
import { CompleteScreen } from "./complete-screen";
import { DeclinedScreen } from "./declined-screen";
import { DetailsScreen } from "./details-screen";
import { SettledScreen } from "./settled-screen";
import { usePurchaseFlow } from "./use-purchase-flow";
import { SendingScreen, UnansweredScreen } from "./waiting-screens";

/** `/station`: one purchase at a time, each step a screen of its own (use-purchase-flow.ts). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t("station.title"));
  const flow = usePurchaseFlow();
  const { prices } = useStationTerminal();
  const { screen } = flow;
  // Until the device's open purchases are read, the first screen may not be the identification.
  if (flow.isRestoring && screen.name === "identify") return <PageLoader />;

  switch (screen.name) {
    case "identify":
      return <IdentifyScreen open={flow.open} onPick={flow.pick} onResume={flow.resume} />;
    case "details":
      return (
        <DetailsScreen
          // A new form for each attempt: its values come from the attempt, not from the last one typed.
          key={`${screen.vehicle.vehicle}:${JSON.stringify(screen.values)}:${screen.failure?.message ?? ""}`}
          vehicle={screen.vehicle}
          prices={prices}
          values={screen.values}
          failure={screen.failure}
          onSubmit={(form) => flow.authorise(screen.vehicle, form)}
          onChangeVehicle={flow.newPurchase}
        />
      );
    case "sending":
      return <SendingScreen stored={screen.stored} />;
    case "unanswered":
      return (
        <UnansweredScreen
          stored={screen.stored}
          canDiscard={screen.canDiscard}
          onRetry={() => flow.retry(screen.stored)}
          onDiscard={() => flow.discard(screen.stored)}
          onLater={flow.newPurchase}
        />
      );
    case "approved":
      return <ApprovedScreen stored={screen.stored} failure={screen.failure} flow={flow} />;
    case "complete":
      return <CompleteScreen stored={screen.stored} failure={screen.failure} flow={flow} />;
    case "declined":
      return (
        <DeclinedScreen
          vehicle={screen.vehicle}
          purchase={screen.purchase}
          tried={screen.tried}
          onTryAgain={(values) => flow.retryDetails(screen.vehicle, values)}
          onNew={flow.newPurchase}
        />
      );
    case "settled":
      return (
        <SettledScreen
          vehicle={screen.vehicle}
          purchase={screen.purchase}
          onSendPhoto={flow.sendPhoto}
          onNew={flow.newPurchase}
        />
      );
  }
}
