import type { FleetStatus } from "@pitlane/domain";
import type { DriveGroup } from "./demo-fleet-rules.js";

export type DemoBranch = "karachi" | "lahore" | "islamabad";

/** Employees who sign in with the demo password, by the role they hold; README.md lists them. */
export const DEMO_FLEET_SIGN_INS = {
  manager: "fleet.manager@indus-logistics.test",
  dispatcher: "dispatcher@indus-logistics.test",
} as const;

export type DemoFleetRoleKey = keyof typeof DEMO_FLEET_SIGN_INS;

export interface DemoPerson {
  name: string;
  gender: "male" | "female";
  branch: DemoBranch;
  department: string;
  designation: string;
  /** The vehicles they drive; office staff drive none. */
  group: DriveGroup | null;
  status: FleetStatus;
  signIn?: DemoFleetRoleKey;
  /** Office staff and managers have a work e-mail; drivers do not. */
  hasEmail: boolean;
}

type Options = Partial<Pick<DemoPerson, "status" | "signIn">>;

const office = (
  name: string,
  gender: DemoPerson["gender"],
  branch: DemoBranch,
  department: string,
  designation: string,
  options: Options = {},
): DemoPerson => ({
  name,
  gender,
  branch,
  department,
  designation,
  group: null,
  status: "active",
  hasEmail: true,
  ...options,
});

const manager = (name: string, gender: DemoPerson["gender"], branch: DemoBranch): DemoPerson => ({
  ...office(name, gender, branch, "Sales", "Regional manager"),
  group: "exec",
});

const driver = (name: string, branch: DemoBranch, group: DriveGroup, status: FleetStatus = "active"): DemoPerson => ({
  name,
  gender: "male",
  branch,
  department: group === "car" || group === "bike" ? "Sales" : "Transport",
  designation: group === "bike" ? "Rider" : group === "truck" ? "Senior driver" : "Driver",
  group,
  status,
  hasEmail: false,
});

/** Forty employees across the three branches; seven of them are not active, for the status tabs. */
export const DEMO_PEOPLE: DemoPerson[] = [
  office("Usman Tariq", "male", "karachi", "Operations", "Fleet manager", { signIn: "manager" }),
  office("Ayesha Siddiqui", "female", "lahore", "Operations", "Dispatcher", { signIn: "dispatcher" }),
  office("Farah Naz", "female", "karachi", "Finance", "Accountant"),
  office("Kamran Yousaf", "male", "islamabad", "Operations", "Dispatcher", { status: "inactive" }),
  office("Hina Rafiq", "female", "lahore", "Human Resources", "HR officer", { status: "deactive" }),
  office("Naveed Iqbal", "male", "karachi", "Maintenance", "Mechanic"),
  manager("Saad Qureshi", "male", "karachi"),
  manager("Mehwish Anwar", "female", "lahore"),
  manager("Faisal Chaudhry", "male", "islamabad"),
  driver("Muhammad Asif", "karachi", "car"),
  driver("Imran Khalid", "karachi", "car"),
  driver("Zeeshan Ali", "karachi", "car"),
  driver("Adnan Shah", "karachi", "car"),
  driver("Waqar Ahmed", "karachi", "car", "pause"),
  driver("Shahid Hussain", "lahore", "car"),
  driver("Rizwan Akhtar", "lahore", "car"),
  driver("Naeem Abbas", "lahore", "car"),
  driver("Tahir Mahmood", "lahore", "car"),
  driver("Asad Mirza", "lahore", "car", "inactive"),
  driver("Junaid Khan", "islamabad", "car"),
  driver("Sohail Anjum", "islamabad", "car"),
  driver("Arshad Nawaz", "islamabad", "car"),
  driver("Babar Saleem", "islamabad", "car"),
  driver("Ghulam Rasool", "karachi", "truck"),
  driver("Allah Ditta", "karachi", "truck"),
  driver("Sher Muhammad", "karachi", "truck", "deactive"),
  driver("Akbar Khan", "lahore", "truck"),
  driver("Nazir Ahmed", "lahore", "truck"),
  driver("Gul Zaman", "islamabad", "truck"),
  driver("Fahad Mustafa", "karachi", "light"),
  driver("Bilal Hassan", "karachi", "light"),
  driver("Wasim Raza", "lahore", "light"),
  driver("Irfan Butt", "lahore", "light", "out_of_service"),
  driver("Amjad Pervaiz", "lahore", "light"),
  driver("Khurram Shahzad", "islamabad", "light"),
  driver("Yasir Nadeem", "islamabad", "light"),
  driver("Ali Raza", "karachi", "bike"),
  driver("Hamza Farooq", "lahore", "bike", "pause"),
  driver("Owais Qadri", "lahore", "bike"),
  driver("Danish Iqbal", "islamabad", "bike"),
];

export const DEMO_DEPARTMENTS = ["Operations", "Transport", "Sales", "Finance", "Human Resources", "Maintenance"];
export const DEMO_DESIGNATIONS = [
  "Fleet manager",
  "Dispatcher",
  "Regional manager",
  "Driver",
  "Senior driver",
  "Rider",
  "Accountant",
  "HR officer",
  "Mechanic",
];
