import { describe, expect, it } from 'vitest';
import { isValidLabelColor, LABEL_SWATCHES, previewColor, randomLabelColor, toApiColor } from './labelColor';
import { validateLabelForm } from './labelForm';

describe('label colours', () => {
  it.each(['#abc', '#ABC', '#1d76db', '#1D76DB', ' #fff '])('accepts %j', (text) => {
    expect(isValidLabelColor(text)).toBe(true);
  });

  it.each(['abc', '1d76db', '#ab', '#abcd', '#12345g', 'red', '#', ''])('rejects %j', (text) => {
    expect(isValidLabelColor(text)).toBe(false);
  });

  it('sends six lower-case digits without #', () => {
    expect(toApiColor('#ABC')).toBe('aabbcc');
    expect(toApiColor('#1D76DB')).toBe('1d76db');
  });

  it('makes random colours that are always valid', () => {
    expect(randomLabelColor(() => 0)).toBe('#000000');
    expect(randomLabelColor(() => 0.999999999)).toBe('#ffffff');
    for (let i = 0; i < 50; i++) expect(isValidLabelColor(randomLabelColor())).toBe(true);
  });

  it('offers the 16 named swatches of the spec, all valid', () => {
    expect(LABEL_SWATCHES.map((swatch) => swatch.name)).toEqual([
      'Red',
      'Orange',
      'Yellow',
      'Green',
      'Teal',
      'Blue',
      'Navy',
      'Purple',
      'Pink',
      'Light Pink',
      'Light Yellow',
      'Light Green',
      'Light Teal',
      'Light Blue',
      'Light Indigo',
      'Lavender',
    ]);
    expect(LABEL_SWATCHES.every((swatch) => isValidLabelColor(swatch.color))).toBe(true);
  });

  it('previews the last valid colour while the typed one is invalid', () => {
    expect(previewColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(previewColor('#AB', '#123456')).toBe('#123456');
  });
});

describe('label form checks', () => {
  it('requires a name and a valid colour', () => {
    expect(validateLabelForm({ name: '  ', color: 'nope', description: '' })).toEqual({
      name: 'Name is required',
      color: 'Color is invalid',
    });
    expect(validateLabelForm({ name: 'bug', color: '#d73a4a', description: '' })).toEqual({});
  });

  it('allows 50 characters in a name but not 51', () => {
    expect(validateLabelForm({ name: 'x'.repeat(50), color: '#fff', description: '' })).toEqual({});
    expect(validateLabelForm({ name: 'x'.repeat(51), color: '#fff', description: '' }).name).toBe(
      'Name is too long (maximum is 50 characters)',
    );
  });
});
