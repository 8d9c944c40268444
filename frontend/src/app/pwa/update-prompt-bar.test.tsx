// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePromptBar } from './update-prompt-bar';

describe('UpdatePromptBar', () => {
  it('shows nothing while the running version is the newest', () => {
    render(<UpdatePromptBar newVersionReady={false} onReload={vi.fn()} onLater={vi.fn()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a new version is ready and reloads only when the golfer clicks Reload', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    const user = userEvent.setup();
    render(<UpdatePromptBar newVersionReady onReload={onReload} onLater={onLater} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(onReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
