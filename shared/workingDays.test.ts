import { describe, expect, it } from 'vitest';
import { dueAt, isWorkingDay, riyadhDay, workingDaysSince } from './workingDays';

const day = (iso: string) => riyadhDay(new Date(`${iso}T12:00:00+03:00`));

describe('working days', () => {
  it('skips the weekend (Friday and Saturday)', () => {
    expect(isWorkingDay(day('2026-11-26'))).toBe(true); // Thursday
    expect(isWorkingDay(day('2026-11-27'))).toBe(false); // Friday
    expect(isWorkingDay(day('2026-11-28'))).toBe(false); // Saturday
    expect(isWorkingDay(day('2026-11-29'))).toBe(true); // Sunday
  });

  it('skips the Hijri holidays: Eid al-Fitr and the Hajj days, by the Umm al-Qura calendar', () => {
    // 1447: 1 Shawwal = 2026-03-20 (Friday); 2 Shawwal Saturday; 3 and 4 Shawwal (Sunday, Monday) are holidays
    expect(isWorkingDay(day('2026-03-22'))).toBe(false);
    expect(isWorkingDay(day('2026-03-23'))).toBe(false);
    expect(isWorkingDay(day('2026-03-24'))).toBe(true); // 5 Shawwal
    // 1447: 9 Dhu al-Hijjah (Arafat) = 2026-05-26 (Tuesday) … 13 Dhu al-Hijjah = 2026-05-30
    expect(isWorkingDay(day('2026-05-25'))).toBe(true);
    expect(isWorkingDay(day('2026-05-26'))).toBe(false);
    expect(isWorkingDay(day('2026-05-28'))).toBe(false);
    expect(isWorkingDay(day('2026-05-31'))).toBe(true);
  });

  it('skips Founding Day and National Day', () => {
    expect(isWorkingDay(day('2027-02-22'))).toBe(false); // a Monday
    expect(isWorkingDay(day('2026-09-23'))).toBe(false); // a Wednesday
  });

  it('counts the working days after the entry day, up to today', () => {
    const thursday = new Date('2026-11-26T09:00:00+03:00');
    expect(workingDaysSince(thursday, new Date('2026-11-26T23:00:00+03:00'))).toBe(0);
    expect(workingDaysSince(thursday, new Date('2026-11-28T23:00:00+03:00'))).toBe(0);
    expect(workingDaysSince(thursday, new Date('2026-11-29T08:00:00+03:00'))).toBe(1);
    expect(workingDaysSince(thursday, new Date('2026-12-03T08:00:00+03:00'))).toBe(5);
  });

  it('runs a target out at the end of its last working day', () => {
    const thursday = new Date('2026-11-26T09:00:00+03:00');
    expect(dueAt(thursday, 1).toISOString()).toBe(new Date('2026-11-30T00:00:00+03:00').toISOString());
    expect(dueAt(thursday, 0).toISOString()).toBe(new Date('2026-11-27T00:00:00+03:00').toISOString());
  });
});
