import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { WEEK_DAYS, copyMondayToAll, defaultSchedule, type WeeklySchedule } from "../rules/schedule.js";
import { TeamMemberBody, WeeklyScheduleSchema } from "./team-member.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const slot = (start_time: string, end_time: string) => ({ start_time, end_time });

/** Monday to Saturday 09:00-18:00 with lunch 13:00-14:00, Sunday off: a Lahore workshop's week. */
function workshopWeek(): WeeklySchedule {
  const monday = defaultSchedule();
  monday[0] = {
    day: "Monday",
    isCheck: true,
    work_slots: [slot("09:00", "18:00")],
    break_slots: [slot("13:00", "14:00")],
  };
  const week = copyMondayToAll(monday) ?? [];
  return week.map((day) => (day.day === "Sunday" ? { ...day, isCheck: false, work_slots: [], break_slots: [] } : day));
}

/** The week with one day's slots replaced. */
function withDay(index: number, slots: { work?: ReturnType<typeof slot>[]; breaks?: ReturnType<typeof slot>[] }) {
  return workshopWeek().map((day, i) =>
    i === index
      ? { ...day, work_slots: slots.work ?? day.work_slots, break_slots: slots.breaks ?? day.break_slots }
      : day,
  );
}

describe("WeeklyScheduleSchema", () => {
  it("accepts a workshop week and the default week", () => {
    expect(WeeklyScheduleSchema.parse(workshopWeek())).toEqual(workshopWeek());
    expect(problemsOf(WeeklyScheduleSchema, defaultSchedule())).toEqual([]);
  });

  it("wants the seven days in order from Monday", () => {
    const week = workshopWeek();
    const message = "body: must list the seven days from Monday to Sunday";
    expect(problemsOf(WeeklyScheduleSchema, week.slice(0, 6))).toEqual([message]);
    expect(problemsOf(WeeklyScheduleSchema, [...week.slice(1), week[0]])).toEqual([message]);
    expect(problemsOf(WeeklyScheduleSchema, [...week, week[0]])).toEqual([message]);
    expect(problemsOf(WeeklyScheduleSchema, "Monday to Saturday")).toEqual([message]);
    expect(WEEK_DAYS[0]).toBe("Monday");
  });

  it("names the slot whose time is not HH:mm", () => {
    expect(problemsOf(WeeklyScheduleSchema, withDay(2, { work: [slot("9 am", "18:00")], breaks: [] }))).toEqual([
      "2.work_slots.0.start_time: must be a time such as 09:00",
    ]);
  });

  it("refuses an end before or at its start", () => {
    expect(problemsOf(WeeklyScheduleSchema, withDay(0, { work: [slot("18:00", "09:00")], breaks: [] }))).toEqual([
      "0.work_slots.0.start_time: must end after it starts",
    ]);
    expect(problemsOf(WeeklyScheduleSchema, withDay(0, { breaks: [slot("13:00", "13:00")] }))).toEqual([
      "0.break_slots.0.start_time: must end after it starts",
    ]);
  });

  it("refuses overlapping slots and accepts touching ones", () => {
    const overlapping = withDay(1, { work: [slot("09:00", "13:30"), slot("13:00", "18:00")] });
    expect(problemsOf(WeeklyScheduleSchema, overlapping)).toEqual([
      "1.work_slots.1.start_time: overlaps another slot of the same day",
    ]);
    const touching = withDay(1, { work: [slot("09:00", "13:00"), slot("14:00", "18:00")], breaks: [] });
    expect(problemsOf(WeeklyScheduleSchema, touching)).toEqual([]);
  });

  it("refuses a break outside working hours", () => {
    expect(problemsOf(WeeklyScheduleSchema, withDay(3, { breaks: [slot("17:30", "18:30")] }))).toEqual([
      "3.break_slots.0.start_time: must fall inside working hours",
    ]);
  });

  it("names the slot under weekly_schedule in a team member's body", () => {
    const body = {
      name_eng: "Imran Ali",
      gender: "Male",
      job_title: "mechanic",
      weekly_schedule: withDay(4, { breaks: [slot("08:00", "08:30")] }),
    };
    expect(problemsOf(TeamMemberBody, body)).toEqual([
      "weekly_schedule.4.break_slots.0.start_time: must fall inside working hours",
    ]);
  });

  it("gives a new team member the default week, Monday ticked", () => {
    const member = TeamMemberBody.parse({ name_eng: "Imran Ali", gender: "Male", job_title: "mechanic" });
    expect(member.weekly_schedule).toEqual(defaultSchedule());
  });
});
