import type { AppointmentDto, EmployeeAppointmentsDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { columnsOf, eventsOf, firstStart, newBookingPath, slotStartOf, timeGridOf } from "./appointment-events";

const appointment = (overrides: Partial<AppointmentDto>): AppointmentDto => ({
  _id: "a1",
  appointment_date: "2026-03-11",
  start_time: "09:30",
  end_time: "10:15",
  service_id: "s1",
  service_name: "Oil change",
  package_id: null,
  status: "booked",
  employee_id: "e1",
  employee_name: "Bilal",
  job_card_id: "j1",
  job_card_number: 12,
  client_id: "c1",
  client_name: "Ayesha Khan",
  vehicle_plate: "LEA-1234",
  branch_id: "b1",
  branch_name_english: "Gulberg",
  branch_name_arabic: "جلبرك",
  ...overrides,
});

const employee = (id: string, appointments: AppointmentDto[]): EmployeeAppointmentsDto => ({
  _id: id,
  image: null,
  name_eng: `Technician ${id}`,
  name_arabic: null,
  appointments,
});

describe("eventsOf", () => {
  it("puts each appointment in its technician's column at its wall-clock times", () => {
    const [event, ...rest] = eventsOf([
      employee("e1", [appointment({})]),
      employee("e2", [appointment({ _id: "a2", employee_id: "e2", start_time: "14:00", end_time: "15:00" })]),
    ]);
    expect(rest).toHaveLength(1);
    expect(event).toMatchObject({ id: "a1", title: "Oil change", resourceId: "e1" });
    expect([event?.start.getDate(), event?.start.getHours(), event?.start.getMinutes()]).toEqual([11, 9, 30]);
    expect([event?.end.getHours(), event?.end.getMinutes()]).toEqual([10, 15]);
    expect(rest[0]).toMatchObject({ id: "a2", resourceId: "e2" });
  });

  it("leaves out cancelled appointments, whose slots are free again", () => {
    const events = eventsOf([
      employee("e1", [appointment({ status: "cancelled" }), appointment({ _id: "a2", status: "in_progress" })]),
    ]);
    expect(events.map((e) => e.id)).toEqual(["a2"]);
  });

  it("has nothing to draw for employees without appointments", () => {
    expect(eventsOf([employee("e1", [])])).toEqual([]);
  });
});

describe("columnsOf and firstStart", () => {
  it("makes a column of each booked employee, in the server's order, named in the reader's language", () => {
    const employees = [
      { _id: "e2", image: "img", name_eng: "Zahid", name_arabic: "زاهد" },
      { _id: "e1", image: null, name_eng: "Ali", name_arabic: null },
    ];
    expect(columnsOf(employees, "en")).toEqual([
      { id: "e2", title: "Zahid", image: "img" },
      { id: "e1", title: "Ali", image: null },
    ]);
    expect(columnsOf(employees, "ar").map((column) => column.title)).toEqual(["زاهد", "Ali"]);
  });

  it("scrolls to the earliest time of day among the shown days", () => {
    const events = eventsOf([
      employee("e1", [
        appointment({ appointment_date: "2026-03-11", start_time: "11:00", end_time: "12:00" }),
        appointment({ _id: "a2", appointment_date: "2026-03-12", start_time: "07:45", end_time: "08:30" }),
      ]),
    ]);
    const first = firstStart(events);
    expect([first?.getHours(), first?.getMinutes()]).toEqual([7, 45]);
    expect(firstStart([])).toBeNull();
  });
});

describe("newBookingPath", () => {
  it("opens the job card form with an empty slot's date, branch, technician and start time", () => {
    const slot = slotStartOf(new Date(2026, 2, 11, 9, 5));
    expect(newBookingPath({ ...slot, branchId: "b1", employeeId: "e1" })).toBe(
      "/jobs/job-list/add?date=2026-03-11&branch_id=b1&employee_id=e1&start_time=09%3A05",
    );
  });

  it("leaves out what is not known: the branch when every branch is shown, the slot from the header's button", () => {
    const path = newBookingPath({ date: "2026-03-11", branchId: null });
    expect(path).toBe("/jobs/job-list/add?date=2026-03-11");
    const query = new URL(
      newBookingPath({ date: "2026-03-11", branchId: null, employeeId: "e1", startTime: "16:30" }),
      "http://x",
    ).searchParams;
    expect([query.get("branch_id"), query.get("employee_id"), query.get("start_time")]).toEqual([null, "e1", "16:30"]);
  });
});

describe("timeGridOf", () => {
  it("labels every hour when the interval divides it, and keeps every slot tall enough to click", () => {
    expect(timeGridOf(15)).toEqual({ timeslots: 4, slotHeight: 24 });
    expect(timeGridOf(5)).toEqual({ timeslots: 12, slotHeight: 20 });
    expect(timeGridOf(45)).toEqual({ timeslots: 1, slotHeight: 72 });
    expect(timeGridOf(25).timeslots).toBe(2);
  });
});
