/*
 * Mantine CSS for what the public pages and every screen use, imported per component instead
 * of @mantine/core/styles.css (which weighs the sign-in page down with every component's CSS).
 * Order matters: baseline and variables first, then components before the ones built on them.
 * Components used only behind sign-in import their CSS in their own (lazy) modules; so do alerts,
 * which the sign-in page shows only after a refusal (shared/ui/lazy-alert.tsx).
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Progress.css";
import "./theme.css";
