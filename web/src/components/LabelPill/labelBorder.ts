/** GitHub's perceived lightness (0 to 1) above which a label is light enough to need a border. */
export const BORDER_THRESHOLD = 0.96;

function channels(color: string): [number, number, number] | null {
  const hex = color.replace(/^#/, '');
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return null;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/**
 * The border a label of `color` (six hex digits, with or without '#') gets, as GitHub draws it: none
 * for most colours, and for the lightest ones (white, near-white) the label's own hue, 25 points
 * darker, faded in over the last hundredth of perceived lightness above the threshold. Null when the
 * label needs none (or the colour is not six hex digits).
 */
export function labelBorderColor(color: string): string | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  const perceived = (r * 0.2126 + g * 0.7152 + b * 0.0722) / 255;
  const alpha = Math.max(0, Math.min((perceived - BORDER_THRESHOLD) * 100, 1));
  if (alpha === 0) return null;
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    const [red, green, blue] = [r / 255, g / 255, b / 255];
    if (max === red) hue = ((green - blue) / delta) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
    hue = Math.round(hue * 60);
    if (hue < 0) hue += 360;
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return `hsl(${hue} ${round(saturation * 100)}% ${round(Math.max(0, lightness * 100 - 25))}% / ${round(alpha)})`;
}
