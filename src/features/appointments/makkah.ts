import { makkahParts } from '../../../shared/rules/appointments';

/** An appointment as Makkah's clock shows it (where it happens), whatever the browser's zone: `2027-05-19 08:00`. */
export const makkahText = (iso: string) => {
  const { day, time } = makkahParts(iso);
  return `${day} ${time}`;
};
