import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@primer/react';
import { describe, expect, it, vi } from 'vitest';
import { MilestoneForm, type MilestoneFormProps } from './MilestoneForm';

function renderForm(props: Partial<MilestoneFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider>
      <MilestoneForm
        submitLabel="Create milestone"
        errorHeading="Could not create milestone"
        error={null}
        submitting={false}
        onSubmit={onSubmit}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onSubmit };
}

describe('MilestoneForm', () => {
  it('refuses an empty title with "Title cannot be empty", focuses it and keeps the other fields', () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByPlaceholderText('Describe your milestone'), { target: { value: 'Keep me' } });
    fireEvent.change(screen.getByPlaceholderText('Milestone name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create milestone' }));
    expect(screen.getByText('Title cannot be empty')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Milestone name'));
    expect((screen.getByPlaceholderText('Describe your milestone') as HTMLTextAreaElement).value).toBe('Keep me');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values with the due date as UTC midnight, and a cleared date as null', () => {
    const { onSubmit } = renderForm({ initial: { title: 'v1', description: 'd', dueOn: '2031-03-05T00:00:00Z' } });
    expect(screen.getByRole('button', { name: /Mar 5, 2031/ })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Milestone name'), { target: { value: '  v1.1  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create milestone' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ title: 'v1.1', description: 'd', dueOn: '2031-03-05T00:00:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear due date' }));
    expect(screen.getByRole('button', { name: /Choose date\.\.\./ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create milestone' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ title: 'v1.1', description: 'd', dueOn: null });
  });

  it('blocks a second submit while submitting and shows the error banner', () => {
    const { onSubmit } = renderForm({ submitting: true, error: 'Title has already been taken' });
    fireEvent.submit(screen.getByPlaceholderText('Milestone name').closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Could not create milestone');
    expect(screen.getByRole('alert').textContent).toContain('Title has already been taken');
  });
});
