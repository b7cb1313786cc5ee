import "@mantine/core/styles/Alert.css";
import { PublicLayout } from "../../../app/layouts/public-layout";

export { loader } from "../ops-texts-ready";

/** The console's sign-in page, with the console's texts. */
export const Component = PublicLayout;
