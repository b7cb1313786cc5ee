import "@mantine/core/styles/Alert.css";
import { Alert, type AlertProps } from "@mantine/core";

/** Mantine's Alert, in a module of its own so that pages can load it only when they show one. */
export default function AlertBox(props: AlertProps) {
  return <Alert {...props} />;
}
