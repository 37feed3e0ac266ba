import { describe, expect, it } from 'vitest';
import { canSave, descriptionError, duplicateFields, fieldsChanged, fieldsOf, nameError, NEW_VIEW_FIELDS } from './viewForm';

describe('saved view fields', () => {
  it("starts a new view as 'Untitled view' with the bookmark icon in gray", () => {
    expect(NEW_VIEW_FIELDS).toEqual({ name: 'Untitled view', description: '', icon: 'BOOKMARK', color: 'GRAY' });
  });

  it('checks the name and description lengths as typed, counting characters', () => {
    expect(nameError('')).toBe("Name can't be blank");
    expect(nameError('  \t ')).toBe("Name can't be blank");
    expect(nameError('x'.repeat(100))).toBeNull();
    expect(nameError('x'.repeat(101))).toBe('Name is too long (maximum is 100 characters)');
    expect(nameError('😀'.repeat(100))).toBeNull();
    expect(descriptionError('y'.repeat(401))).toBe('Description is too long (maximum is 400 characters)');
  });

  it('saves nothing with a blank name or an error', () => {
    expect(canSave({ ...NEW_VIEW_FIELDS, name: '   ' })).toBe(false);
    expect(canSave({ ...NEW_VIEW_FIELDS, name: 'x'.repeat(101) })).toBe(false);
    expect(canSave(NEW_VIEW_FIELDS)).toBe(true);
  });

  it("duplicates with ' copy' and falls back to GRAY and BOOKMARK for unknown colours and icons", () => {
    expect(duplicateFields({ name: 'Assigned to me' })).toEqual({
      name: 'Assigned to me copy',
      description: '',
      icon: 'BOOKMARK',
      color: 'GRAY',
    });
    expect(duplicateFields({ name: 'Bugs', icon: 'BUG', color: 'RED', description: 'All bugs' })).toEqual({
      name: 'Bugs copy',
      description: 'All bugs',
      icon: 'BUG',
      color: 'RED',
    });
    expect(duplicateFields({ name: 'Odd', icon: 'UNICORN', color: 'TEAL' })).toMatchObject({ icon: 'BOOKMARK', color: 'GRAY' });
  });

  it('tells changed fields from stored ones, ignoring surrounding spaces', () => {
    const stored = fieldsOf({ name: 'Bugs', icon: 'BUG', color: 'RED' });
    expect(fieldsChanged({ ...stored, name: ' Bugs ' }, stored)).toBe(false);
    expect(fieldsChanged({ ...stored, color: 'BLUE' }, stored)).toBe(true);
  });
});
