/** ISO weekdays' names, Monday (1) first: shared by the settings' messages and the availability editor. */
export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
