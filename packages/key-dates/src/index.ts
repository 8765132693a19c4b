export { addBusinessDays, addDays, addMonths, holidayOn, holidaysKnown, isBusinessDay } from './calendar.ts';
export { coolingOffFor, type CoolingOff } from './cooling-off.ts';
export { HOLIDAY_YEARS, PUBLIC_HOLIDAYS } from './holidays.ts';
export { basisFromSigning, dateByRule, formatDay, resolveKeyDates } from './resolve.ts';
