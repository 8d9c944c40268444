// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { Field, Input } from './field';
import { Select } from './select';
import { Slider } from './slider';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Tooltip } from './tooltip';

describe('Field and Input', () => {
  it('ties the label, the hint and the error to the control', () => {
    render(
      <Field label="Handicap Index" hint="One decimal." error="Too high">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Handicap Index');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too high One decimal.');
  });

  it('is not marked invalid without an error', () => {
    render(
      <Field label="City">
        <Input />
      </Field>,
    );
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Button', () => {
  it('is disabled and busy while pending', () => {
    render(<Button pending>Saving...</Button>);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Tooltip', () => {
  it('opens on hover only after 700 ms', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Exclusivity is rated from 1 to 10">
        <button type="button">Exclusivity</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Exclusivity' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exclusivity is rated from 1 to 10');
  });
});

describe('Dialog', () => {
  it('opens named by its title, closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add New Round</Button>
        </DialogTrigger>
        <DialogContent title="Add New Round" description="Log a round you played.">
          <p>Form</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add New Round' }));
    expect(screen.getByRole('dialog', { name: 'Add New Round' })).toHaveAccessibleDescription(
      'Log a round you played.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Round' })).toHaveFocus();
  });

  function ControlledDialog({ replaceOpener = false }: { replaceOpener?: boolean }) {
    const [open, setOpen] = useState(false);
    const [picked, setPicked] = useState(false);
    return (
      <>
        {picked ? (
          <Button data-return-focus="course" onClick={() => setOpen(true)}>
            Change
          </Button>
        ) : (
          <Button data-return-focus="course" onClick={() => setOpen(true)}>
            Select a course
          </Button>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Find or Create Course">
            <Button
              onClick={() => {
                if (replaceOpener) setPicked(true);
                setOpen(false);
              }}
            >
              Pick
            </Button>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it('opened from state (no trigger), gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<ControlledDialog />);
    await user.click(screen.getByRole('button', { name: 'Select a course' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select a course' })).toHaveFocus());
  });

  it('gives focus to the control that replaced its opener, found by the same return-focus key', async () => {
    const user = userEvent.setup();
    render(<ControlledDialog replaceOpener />);
    await user.click(screen.getByRole('button', { name: 'Select a course' }));
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus());
  });
});

describe('Dialog focus when its opener leaves', () => {
  it('with openerRemoved, gives focus to the other element sharing the key, not the opener', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [removed, setRemoved] = useState(false);
      return (
        <>
          <h1 tabIndex={-1} data-return-focus="list">
            Round History
          </h1>
          <Button data-return-focus="list" onClick={() => setOpen(true)}>
            Edit
          </Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Edit Round" openerRemoved={removed}>
              <Button onClick={() => setRemoved(true)}>Mark deleted</Button>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Mark deleted' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Round History' })).toHaveFocus());
  });
});

describe('Select, Switch, Slider, Tabs', () => {
  it('labels a Select through its Field', () => {
    render(
      <Field label="Round Type">
        <Select
          defaultValue="Regular"
          options={['Regular', 'Tournament', 'Practice', 'Casual'].map((value) => ({ value, label: value }))}
        />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Round Type' })).toHaveTextContent('Regular');
  });

  it('renders no option while closed, then opens to them and keeps the one picked', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Sort By"
        defaultValue="name"
        onValueChange={onValueChange}
        options={[
          { value: 'name', label: 'Name' },
          { value: 'recent', label: 'Most recent' },
        ]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Sort By' });
    expect(trigger).toHaveTextContent('Name');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Most recent' }));
    expect(onValueChange).toHaveBeenCalledWith('recent');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Most recent');
  });

  const courseTypes = [
    { value: 'public', label: 'Public' },
    { value: 'private', label: 'Private' },
  ];

  it('opens on the first press of a mouse, and gives focus back to its trigger when closed', async () => {
    render(<Select aria-label="Type" defaultValue="public" options={courseTypes} />);
    const resting = screen.getByRole('combobox', { name: 'Type' });
    expect(resting).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(resting, { button: 0, pointerType: 'mouse' });
    expect(await screen.findByRole('option', { name: 'Private' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Type', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus());
  });

  it('opens on a tap, and with the arrow keys, but not on a letter or a right click', async () => {
    const { unmount } = render(<Select aria-label="Type" defaultValue="public" options={courseTypes} />);
    const resting = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.keyDown(resting, { key: 'p' });
    fireEvent.pointerDown(resting, { button: 2, pointerType: 'mouse' });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(resting, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Private' })).toBeVisible();
    unmount();

    render(<Select aria-label="Type" defaultValue="public" options={courseTypes} />);
    const tapped = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.pointerDown(tapped, { button: 0, pointerType: 'touch' });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.click(tapped);
    expect(await screen.findByRole('option', { name: 'Private' })).toBeVisible();
  });

  it('builds no listbox machinery before it is used: no hidden native select inside a form', () => {
    const { container } = render(
      <form>
        <Select aria-label="Type" defaultValue="public" options={courseTypes} />
      </form>,
    );
    expect(container.querySelector('select')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Public');
  });

  it('stays shut while disabled', () => {
    render(<Select aria-label="Type" disabled defaultValue="public" options={courseTypes} />);
    const resting = screen.getByRole('combobox', { name: 'Type' });
    expect(resting).toBeDisabled();
    expect(resting).toHaveAttribute('data-disabled');
  });

  it('shows its placeholder until an option is picked, and marks the trigger as showing it', () => {
    render(
      <Select
        aria-label="Country"
        placeholder="All countries"
        options={[{ value: 'Scotland', label: 'Scotland' }]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveTextContent('All countries');
    expect(trigger).toHaveAttribute('data-placeholder');
  });

  it('toggles a Switch', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Played only">
        <Switch />
      </Field>,
    );
    const toggle = screen.getByRole('switch', { name: 'Played only' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('moves a Slider by its step with the arrow keys and reads the value out', () => {
    function Rating() {
      const [value, setValue] = useState([7]);
      return (
        <Slider
          value={value}
          onValueChange={setValue}
          min={0}
          max={10}
          step={0.5}
          thumbLabel="Course condition"
          formatValue={(current) => `${current} out of 10`}
        />
      );
    }
    render(<Rating />);
    const thumb = screen.getByRole('slider', { name: 'Course condition' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(thumb).toHaveAttribute('aria-valuenow', '7.5');
    expect(thumb).toHaveAttribute('aria-valuetext', '7.5 out of 10');
  });

  it('switches Tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<GhinTabs defaultValue="sync" />);
    await user.click(screen.getByRole('tab', { name: 'Full GHIN Sync' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Manual panel');
  });

  it('ties each tab to its panel and renders only the selected panel', () => {
    render(<GhinTabs defaultValue="sync" />);
    const panel = screen.getByRole('tabpanel', { name: 'Full GHIN Sync' });
    expect(screen.getByRole('tab', { name: 'Full GHIN Sync' })).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Sync panel');
    expect(screen.queryByText('Manual panel')).toBeNull();
  });

  it('follows a controlled value and reports the tab picked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<GhinTabs value="sync" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    expect(onValueChange).toHaveBeenCalledWith('manual');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sync panel');
    rerender(<GhinTabs value="manual" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Manual Entry' })).toHaveTextContent('Manual panel');
  });
});

/** Two tabs and their panels, the Tabs' own props given. */
function GhinTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="GHIN">
        <TabsTrigger value="sync">Full GHIN Sync</TabsTrigger>
        <TabsTrigger value="manual">Manual Entry</TabsTrigger>
      </TabsList>
      <TabsContent value="sync">Sync panel</TabsContent>
      <TabsContent value="manual">Manual panel</TabsContent>
    </Tabs>
  );
}
