// react-big-calendar's own custom-view recipe imports its time grid from here; the types name it on the main entry.
declare module "react-big-calendar/lib/TimeGrid" {
  import { TimeGrid } from "react-big-calendar";
  export default TimeGrid;
}
