const COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

export function readCsrfCookie(): string | null {
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}

let fetching: Promise<void> | null = null;

/**
 * The server sets the cookie on any response to a request without it. The built app gets it with
 * index.html; under the Vite dev server (or after the cookie was cleared) one GET /health fetches
 * it, shared by every mutating call that needs it at the same moment.
 */
export async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCsrfCookie();
  if (existing) return existing;
  fetching ??= fetch("/health", { credentials: "same-origin" })
    .then(() => undefined)
    .finally(() => {
      fetching = null;
    });
  await fetching;
  return readCsrfCookie();
}
