/** The longest search the station API takes (`VehicleSearchQuery`). */
const MAX_SEARCH_LENGTH = 100;

/** Query parameters a link to a vehicle might carry its token in. */
const TOKEN_PARAMS = ["qr", "token", "t", "vehicle"];

/**
 * The vehicle's QR token in what the camera read. The fleet portal prints the bare token on the QR
 * code and the sticker (vehicle-qr-card.tsx, vehicle-sticker-route.tsx); a code that holds a link
 * (a sticker printed by another tool) gives the token from its query or its last path segment.
 * Null when nothing usable was read.
 */
export function vehicleTokenOf(payload: string): string | null {
  const text = payload.trim();
  if (!text) return null;
  const token = /^https?:\/\//i.test(text) ? tokenInLink(text) : text;
  return token && token.length <= MAX_SEARCH_LENGTH ? token : null;
}

function tokenInLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  for (const name of TOKEN_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value;
  }
  const last = url.pathname.split("/").filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}
