/** Where the assignment screens live. */
export const ASSIGNMENTS_PATH = "/fleet/assignments";

export const vehicleHistoryPath = (vehicleId: string) =>
  `${ASSIGNMENTS_PATH}/history?vehicle=${encodeURIComponent(vehicleId)}`;

export const employeeHistoryPath = (employeeId: string) =>
  `${ASSIGNMENTS_PATH}/history?employee=${encodeURIComponent(employeeId)}`;
