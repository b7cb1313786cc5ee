import "@mantine/core/styles/Alert.css";
import { PublicLayout } from "../../../app/layouts/public-layout";

export { loader } from "../fleet-texts-ready";

/** The portal's sign-in, sign-up and password pages, with the portal's texts. */
export const Component = PublicLayout;
