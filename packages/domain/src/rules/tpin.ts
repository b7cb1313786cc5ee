/** The driver's T-PIN at the pump: 4 to 6 digits. */
export const TPIN_PATTERN = /^\d{4,6}$/;

export const isTpin = (value: string): boolean => TPIN_PATTERN.test(value);
