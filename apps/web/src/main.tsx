import "./app/styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { initI18n } from "./app/i18n";
import { applyLanguageToDocument, readLanguage } from "./app/preferences/language";
import { applyColorSchemeToDocument, readColorScheme } from "./app/preferences/theme";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { registerServiceWorker } from "./app/service-worker";
import { checkAppVersion } from "./app/version-check";
import { startSessionPersistence } from "./shared/session/persist";
import { restoreSession } from "./shared/session/restore";
import { startTabSync } from "./shared/session/tab-sync";

/** Everything before the first render; the language and theme are applied before React paints. */
async function start(): Promise<void> {
  const language = readLanguage();
  applyLanguageToDocument(language);
  applyColorSchemeToDocument(readColorScheme());

  startSessionPersistence();
  startTabSync();
  void restoreSession();
  if (import.meta.env.PROD) registerServiceWorker();

  await initI18n(language);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// A changed app version reloads the page instead of starting (spec 000 section 9).
if (!checkAppVersion(__APP_VERSION__)) void start();
