/** Spec 001 §2.6: the 16 preset swatches, 8 strong then 8 light (GitHub's label palette). */
export const LABEL_SWATCHES: readonly { name: string; color: string }[] = [
  { name: 'Red', color: '#b60205' },
  { name: 'Orange', color: '#d93f0b' },
  { name: 'Yellow', color: '#fbca04' },
  { name: 'Green', color: '#0e8a16' },
  { name: 'Teal', color: '#006b75' },
  { name: 'Blue', color: '#1d76db' },
  { name: 'Navy', color: '#0052cc' },
  { name: 'Purple', color: '#5319e7' },
  { name: 'Pink', color: '#e99695' },
  { name: 'Light Pink', color: '#f9d0c4' },
  { name: 'Light Yellow', color: '#fef2c0' },
  { name: 'Light Green', color: '#c2e0c6' },
  { name: 'Light Teal', color: '#bfdadc' },
  { name: 'Light Blue', color: '#c5def5' },
  { name: 'Light Indigo', color: '#bfd4f2' },
  { name: 'Lavender', color: '#d4c5f9' },
];

/** Spec 001 §5: 3 or 6 hex digits with '#'. */
export function isValidLabelColor(text: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(text.trim());
}

/** The colour as the API stores it: 6 lower-case hex digits, no '#' ('#ABC' → 'aabbcc'). */
export function toApiColor(text: string): string {
  const hex = text.trim().replace(/^#/, '').toLowerCase();
  return hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
}

/** A random colour in the form's notation ('#1f2e3d'); `random` is injectable for tests. */
export function randomLabelColor(random: () => number = Math.random): string {
  return `#${Math.floor(random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;
}

/** The colour the preview shows: the typed one when valid, else the last valid one. */
export function previewColor(text: string, fallback: string): `#${string}` {
  return (isValidLabelColor(text) ? `#${toApiColor(text)}` : fallback) as `#${string}`;
}
