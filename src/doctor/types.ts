/** What the doctor reports, shared by `npm run doctor` and `/doctor` without loading the checks. */
export type Level = 'ok' | 'warning' | 'error';

/** One line of the report: what was checked, how it went, and what to do about it. */
export interface Finding {
  level: Level;
  area: string;
  message: string;
}

export const finding = (level: Level, area: string, message: string): Finding => ({ level, area, message });
