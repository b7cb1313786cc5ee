import { type StationTerminalDto, stationEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { isStationSession, useSessionState } from "../../../shared/session/session-store";

/** Prices are revised twice a month; the header and the fuel choice follow a revision within minutes. */
const PRICES_REFRESH_MS = 5 * 60_000;

const none: StationTerminalDto = { station: "", terminal: "", prices: [] };

/** The station, the attendant and the prices in force now; the sign-in's copy until the first answer. */
export function useStationTerminal(): StationTerminalDto {
  const { session } = useSessionState();
  const terminal = useQuery({
    queryKey: ["station-terminal"],
    queryFn: () => request(stationEndpoints.terminal),
    initialData: isStationSession(session) ? session.terminal : undefined,
    // The copy is as old as the sign-in: ask again at once.
    initialDataUpdatedAt: 0,
    refetchInterval: PRICES_REFRESH_MS,
  });
  return terminal.data ?? none;
}
