/**
 * Date and number values of qualifiers (`created:>=2024-01-15`, `comments:10..*`), shared by the
 * validator, the evaluator and the SQL compiler so that all three read a value the same way.
 */

export type Comparison = '=' | '>' | '>=' | '<' | '<=' | 'range';

/**
 * A date value. `from`/`to` are the ends as written with `@today` expressions resolved
 * (`YYYY-MM-DD` or a datetime); for a comparison or a single date only `from` is set; an open range
 * end (`*`) is absent. `min`/`max` are the instants covered, as ISO-8601 UTC strings, with their
 * inclusiveness: a row matches when `min <(=) t <(=) max`. Date-only values are whole UTC days
 * (`created:2024-01-15` → min 2024-01-15T00:00:00.000Z inclusive, max 2024-01-16T00:00:00.000Z exclusive).
 */
export interface DateValue {
  op: Comparison;
  from?: string;
  to?: string;
  /** Every end written is a plain date (no time of day). */
  dateOnly: boolean;
  min?: string;
  minInclusive: boolean;
  max?: string;
  maxInclusive: boolean;
}

export interface NumberValue {
  op: Comparison;
  from?: number;
  to?: number;
  min?: number;
  minInclusive: boolean;
  max?: number;
  maxInclusive: boolean;
}

export type ValueResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** `today` as `YYYY-MM-DD` (UTC) from a string or a Date. */
export function todayString(today: string | Date): string {
  if (typeof today === 'string') return today.slice(0, 10);
  return today.toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const TODAY = /^@today(?:([+-])(\d{1,5})([dwmy])?)?$/i;

/**
 * Resolves `@today`, `@today-7d`, `@today+2w`, `@today-1m`, `@today-1y` (a number without unit means
 * days) to `YYYY-MM-DD`. Month and year offsets clamp to the last day of the month. Returns null for
 * anything else (an invalid offset).
 */
export function resolveToday(expression: string, today: string | Date): string | null {
  const match = TODAY.exec(expression);
  const base = /^(\d{4})-(\d{2})-(\d{2})$/.exec(todayString(today));
  if (!match || !base) return null;
  const year = Number(base[1]);
  const month = Number(base[2]);
  const day = Number(base[3]);
  if (!match[1]) return formatDate(year, month, day);
  const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  const unit = (match[3] ?? 'd').toLowerCase();
  if (unit === 'd' || unit === 'w') {
    const date = new Date(Date.UTC(year, month - 1, day + amount * (unit === 'w' ? 7 : 1)));
    if (Number.isNaN(date.getTime())) return null;
    return formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  const months = unit === 'm' ? amount : amount * 12;
  const total = year * 12 + (month - 1) + months;
  const newYear = Math.floor(total / 12);
  const newMonth = (total % 12) + 1;
  if (newYear < 0 || newYear > 9999) return null;
  return formatDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Replaces every `@today…` expression in a qualifier value by its date; invalid offsets stay as written. */
export function resolveTodayIn(text: string, today: string | Date): string {
  return text.replace(/@today(?:[+-]\d{1,5}[dwmy]?)?(?![A-Za-z0-9_+-])/gi, (expression) => resolveToday(expression, today) ?? expression);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

interface DatePoint {
  text: string;
  dateOnly: boolean;
  /** First instant (ms). */
  start: number;
  /** First instant after the day, for a date; equal to start for a datetime. */
  next: number;
}

function parsePoint(raw: string, today: string | Date): DatePoint | null {
  const text = raw.toLowerCase().startsWith('@today') ? resolveToday(raw, today) : raw;
  if (text === null) return null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (h === undefined) {
    const start = Date.UTC(year, month - 1, day);
    return { text, dateOnly: true, start, next: Date.UTC(year, month - 1, day + 1) };
  }
  if (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59)) return null;
  if (zone && zone.toUpperCase() !== 'Z') {
    const zoneHours = Number(zone.slice(1, 3));
    const zoneMinutes = Number(zone.slice(4, 6));
    if (zoneHours > 23 || zoneMinutes > 59) return null;
  }
  const instant = Date.parse(zone ? text : `${text}Z`);
  if (Number.isNaN(instant)) return null;
  return { text, dateOnly: false, start: instant, next: instant };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Reads a date value: `D`, `>D`, `>=D`, `<D`, `<=D`, `A..B`, `A..*`, `*..B`, where each date is
 * `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]` (no zone = UTC) or an `@today` expression.
 */
export function parseDateValue(text: string, today: string | Date): ValueResult<DateValue> {
  const bad = { ok: false as const, message: `"${text}" is not a valid date. Use YYYY-MM-DD, optionally with a time, or @today.` };
  const range = text.indexOf('..');
  if (range >= 0) {
    const left = text.slice(0, range);
    const right = text.slice(range + 2);
    const from = left === '*' ? null : parsePoint(left, today);
    const to = right === '*' ? null : parsePoint(right, today);
    if ((left !== '*' && !from) || (right !== '*' && !to) || (!from && !to)) return bad;
    const value: DateValue = {
      op: 'range',
      dateOnly: (from?.dateOnly ?? true) && (to?.dateOnly ?? true),
      minInclusive: true,
      maxInclusive: false,
    };
    if (from) {
      value.from = from.text;
      value.min = iso(from.start);
    }
    if (to) {
      value.to = to.text;
      value.max = iso(to.next);
      value.maxInclusive = !to.dateOnly;
    }
    if (from && to && from.start > to.next) return { ok: false, message: `The range "${text}" ends before it starts.` };
    return { ok: true, value };
  }
  const op = /^(>=|<=|>|<)/.exec(text)?.[1] as Comparison | undefined;
  const point = parsePoint(op ? text.slice(op.length) : text, today);
  if (!point) return bad;
  const value: DateValue = { op: op ?? '=', from: point.text, dateOnly: point.dateOnly, minInclusive: true, maxInclusive: false };
  switch (op) {
    case '>':
      value.min = iso(point.next);
      value.minInclusive = point.dateOnly;
      break;
    case '>=':
      value.min = iso(point.start);
      break;
    case '<':
      value.max = iso(point.start);
      break;
    case '<=':
      value.max = iso(point.next);
      value.maxInclusive = !point.dateOnly;
      break;
    default:
      value.min = iso(point.start);
      value.max = iso(point.next);
      value.maxInclusive = !point.dateOnly;
  }
  return { ok: true, value };
}

export interface NumberOptions {
  /** Allow `1.5` (issue fields). */
  decimals?: boolean;
  /** Allow `-3` (issue fields). */
  negative?: boolean;
}

function parseNumber(text: string, options: NumberOptions): number | null {
  const pattern = options.decimals ? /^-?\d+(?:\.\d+)?$/ : /^-?\d+$/;
  if (!pattern.test(text)) return null;
  if (text.startsWith('-') && !options.negative) return null;
  const value = Number(text);
  return Number.isFinite(value) && (options.decimals || Number.isSafeInteger(value)) ? value : null;
}

/**
 * Reads a count: `n`, `>n`, `>=n`, `<n`, `<=n`, `n..m`, `n..*`, `*..n` (ranges inclusive). By default
 * non-negative integers (comments, reactions, interactions); issue fields allow decimals and negatives.
 */
export function parseNumberValue(text: string, options: NumberOptions = {}): ValueResult<NumberValue> {
  const kind = options.decimals ? 'number' : 'whole number';
  const bad = { ok: false as const, message: `"${text}" is not a valid ${kind}.` };
  const range = text.indexOf('..');
  if (range >= 0) {
    const left = text.slice(0, range);
    const right = text.slice(range + 2);
    const from = left === '*' ? null : parseNumber(left, options);
    const to = right === '*' ? null : parseNumber(right, options);
    if ((left !== '*' && from === null) || (right !== '*' && to === null) || (from === null && to === null)) return bad;
    const value: NumberValue = { op: 'range', minInclusive: true, maxInclusive: true };
    if (from !== null) value.from = value.min = from;
    if (to !== null) value.to = value.max = to;
    return { ok: true, value };
  }
  const op = /^(>=|<=|>|<)/.exec(text)?.[1] as Comparison | undefined;
  const number = parseNumber(op ? text.slice(op.length) : text, options);
  if (number === null) return bad;
  const value: NumberValue = { op: op ?? '=', from: number, minInclusive: op !== '>', maxInclusive: op !== '<' };
  if (op !== '<' && op !== '<=') value.min = number;
  if (op !== '>' && op !== '>=') value.max = number;
  return { ok: true, value };
}

/** Whether `n` lies in a number value. */
export function numberInValue(n: number, value: NumberValue): boolean {
  if (value.min !== undefined && (value.minInclusive ? n < value.min : n <= value.min)) return false;
  if (value.max !== undefined && (value.maxInclusive ? n > value.max : n >= value.max)) return false;
  return true;
}

/** Whether an instant (ISO string or Date) lies in a date value. */
export function dateInValue(at: string | Date, value: DateValue): boolean {
  const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(t)) return false;
  if (value.min !== undefined) {
    const min = Date.parse(value.min);
    if (value.minInclusive ? t < min : t <= min) return false;
  }
  if (value.max !== undefined) {
    const max = Date.parse(value.max);
    if (value.maxInclusive ? t > max : t >= max) return false;
  }
  return true;
}

/** The largest milestone number `milestone-number:` accepts (numbers are PostgreSQL integers). */
export const MAX_MILESTONE_NUMBER = 2_147_483_647;

/**
 * Reads a `milestone-number:` value: one milestone number, a whole number from 1 (`3`, no sign,
 * comparison or range). Null for anything else.
 */
export function parseMilestoneNumber(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= MAX_MILESTONE_NUMBER ? number : null;
}
