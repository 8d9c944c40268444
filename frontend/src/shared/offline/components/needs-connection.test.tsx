// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http';
import { OfflineError } from '../read-through-device';
import { NEEDS_CONNECTION_DESCRIPTION, NeedsConnection, useNeedsConnection } from './needs-connection';

function Probe({ error }: { error: unknown }) {
  return <p>{useNeedsConnection(error) ? 'needs a connection' : 'not about the connection'}</p>;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('useNeedsConnection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('blames the connection for any failed read while the browser is offline', () => {
    offline();
    render(<Probe error={new HttpError(503, '503: busy', null)} />);
    expect(screen.getByText('needs a connection')).toBeInTheDocument();
  });

  it('blames it online too when no answer came and the device kept nothing (one bar of signal)', () => {
    render(<Probe error={new OfflineError()} />);
    expect(screen.getByText('needs a connection')).toBeInTheDocument();
  });

  it('leaves a server answer online, and no error at all, to the screen', () => {
    render(<Probe error={new HttpError(500, '500: Boom', null)} />);
    expect(screen.getByText('not about the connection')).toBeInTheDocument();
    offline();
    render(<Probe error={undefined} />);
    expect(screen.getAllByText('not about the connection')).toHaveLength(2);
  });
});

describe('NeedsConnection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says what waits for a connection and offers no retry that cannot work', () => {
    offline();
    render(<NeedsConnection title="Your profile needs a connection" onRetry={() => undefined} />);
    expect(screen.getByText('Your profile needs a connection')).toBeInTheDocument();
    expect(screen.getByText(NEEDS_CONNECTION_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while the browser claims a connection, offers Try again', () => {
    const retry = vi.fn();
    render(<NeedsConnection title="Your profile needs a connection" onRetry={retry} />);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
