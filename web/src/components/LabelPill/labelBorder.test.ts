import { describe, expect, it } from 'vitest';
import { labelBorderColor } from './labelBorder';

describe('labelBorderColor', () => {
  it("edges white, as GitHub does, in the label's hue 25 points darker", () => {
    expect(labelBorderColor('ffffff')).toBe('hsl(0 0% 75% / 1)');
    expect(labelBorderColor('#FFFFFF')).toBe('hsl(0 0% 75% / 1)');
  });

  it('fades the border in just above the threshold and leaves other colours without one', () => {
    // Perceived lightness 0.9647: past the threshold (0.96) by less than a hundredth.
    expect(labelBorderColor('f6f6f6')).toBe('hsl(0 0% 71.5% / 0.5)');
    for (const color of ['d73a4a', 'ededed', '000000', 'a2eeef', '0075ca']) expect(labelBorderColor(color)).toBeNull();
  });

  it('keeps the hue of a light tint', () => {
    expect(labelBorderColor('fffff0')).toMatch(/^hsl\(60 100% 72\.1% \/ 1\)$/);
  });

  it('has none for something that is not six hex digits', () => {
    expect(labelBorderColor('fff')).toBeNull();
    expect(labelBorderColor('white')).toBeNull();
  });
});
