// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { countryNameSchema } from '#shared/schemas/course-requests';
import { Dialog, DialogContent } from '../ui/dialog';
import { Field } from '../ui/field';
import { CountryInput } from './country-input';

const formSchema = z.object({ country: countryNameSchema });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The wiring the custom course form uses: a Controller inside a Field, the shared schema as resolver. */
function CountryForm({ onSubmit }: { onSubmit: (values: FormOutput) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { country: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Course">
      <Field label="Country" error={errors.country?.message}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => <CountryInput aria-required="true" {...field} />}
        />
      </Field>
      <button type="submit">Create Course</button>
    </form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<CountryForm onSubmit={onSubmit} />);
  return { user, onSubmit, box: screen.getByRole('combobox', { name: 'Country' }) };
}

describe('CountryInput', () => {
  it('suggests United States for "usa", saying which spelling matched, and Enter picks it', async () => {
    const { user, onSubmit, box } = setup();
    await user.type(box, 'usa');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('United StatesUSA');
    expect(screen.getByRole('status')).toHaveTextContent(/countr(y|ies) suggested/);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('United States');
    expect(list).not.toBeVisible();
    // Enter picked; it did not submit the form.
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'United States' }, expect.anything());
  });

  it('picks the first suggestion on Enter when none is highlighted, without submitting the form', async () => {
    const { user, onSubmit, box } = setup();
    await user.type(box, 'scot');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Scotland');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves Enter to the form when the suggestions are closed', async () => {
    const { user, onSubmit, box } = setup();
    await user.type(box, 'scot');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ country: 'Scotland' }, expect.anything());
  });

  it('picks a suggestion with a click', async () => {
    const { user, box } = setup();
    await user.type(box, 'scot');
    await user.click(screen.getByRole('option', { name: 'Scotland' }));
    expect(box).toHaveValue('Scotland');
    expect(box).toHaveFocus();
  });

  it("puts a country's own name in the box on leaving it with another spelling typed whole", async () => {
    const { user, box } = setup();
    await user.type(box, 'uk');
    await user.tab();
    expect(box).toHaveValue('United Kingdom');
  });

  it('shows the whole list on ArrowDown in an empty box', async () => {
    const { user, box } = setup();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(240);
  });

  it("shows the schema's message for a country not in the list, tied to the box", async () => {
    const { user, onSubmit, box } = setup();
    await user.type(box, 'Narnia');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches. Try its English name.');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const message = screen.getByText('Choose a country from the list, like Scotland or United States');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('closes only its suggestions on Escape inside a dialog; the next Escape closes the dialog', async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      const [country, setCountry] = useState('');
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Create a custom course">
            <Field label="Country">
              <CountryInput value={country} onChange={setCountry} />
            </Field>
          </DialogContent>
        </Dialog>
      );
    }
    render(<InDialog />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'ken');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
