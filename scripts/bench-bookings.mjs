// The job cards the bench books under load, app and anchor drawing from one source so that no two
// requests ask for the same slot: the busy branch's 20 technicians, its 30-minute service, from two
// weeks ahead (past the busy week), 16 slots a working day each, the technician changing fastest.
import { clock, comingDays } from "./bench-front-desk.mjs";

const STARTS = [9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5].map((h) => h * 60);

export function bookingSource(booking) {
  const days = comingDays(800)
    .slice(14)
    .filter((d) => d.day !== "Sunday")
    .map((d) => d.date);
  const perDay = booking.technicianIds.length * STARTS.length;
  let k = 0;
  const next = () => {
    const n = k++;
    const date = days[Math.floor(n / perDay)];
    if (!date) throw new Error("the bench ran out of free slots to book");
    const employee_id = booking.technicianIds[n % booking.technicianIds.length];
    const start = STARTS[Math.floor(n / booking.technicianIds.length) % STARTS.length];
    return { ...booking.vehicles[n % booking.vehicles.length], branch_id: booking.branchId, date, employee_id, start };
  };
  /** The app's create body, as the job card form sends it. */
  const appBody = () => {
    const s = next();
    const pair = { service_id: booking.serviceId, employee_id: s.employee_id };
    const { client_id, vehicle_id, branch_id, date } = s;
    return { client_id, vehicle_id, branch_id, date, pairs: [pair], slots: [{ ...pair, start_time: clock(s.start) }] };
  };
  /** The anchor's: the same booking, with what the app reads of the service itself. */
  const anchorBody = () => {
    const s = next();
    return {
      client_id: s.client_id,
      vehicle_id: s.vehicle_id,
      branch_id: s.branch_id,
      date: s.date,
      employee_id: s.employee_id,
      start_minute: s.start,
      service_id: booking.serviceId,
      service_name: booking.serviceName,
      price_minor: booking.priceMinor,
      duration: booking.duration,
      created_by: booking.createdBy,
    };
  };
  return { appBody, anchorBody, booked: () => k };
}
