// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { ProfileDetails } from './profile-details';

function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('ProfileDetails (read view)', () => {
  it('shows each field, with the location joined by commas', () => {
    render(<ProfileDetails user={buildUser()} />);
    expect(valueOf('GHIN Number')).toBe('1234567');
    expect(valueOf('Home Course')).toBe('East Lake Golf Club');
    expect(valueOf('Location')).toBe('Atlanta, GA, USA');
  });

  it('shows "Not set" for every empty field', () => {
    render(
      <ProfileDetails
        user={buildUser({
          ghinNumber: null,
          handicap: null,
          ghinHandicap: null,
          homeCourse: '',
          city: null,
          state: null,
          country: null,
        })}
      />,
    );
    for (const label of ['GHIN Number', 'Home Course', 'Location']) {
      expect(valueOf(label)).toBe('Not set');
    }
    // The handicap says "none" the one way every screen does.
    expect(valueOf('Handicap Index')).toBe('N/A');
  });

  it('joins only the location parts that are set', () => {
    render(<ProfileDetails user={buildUser({ city: 'St Andrews', state: null, country: 'Scotland' })} />);
    expect(valueOf('Location')).toBe('St Andrews, Scotland');
  });

  it('shows Member Since as the month and year of createdAt', () => {
    render(<ProfileDetails user={buildUser({ createdAt: '2023-11-02T08:00:00.000Z' })} />);
    expect(valueOf('Member Since')).toBe('November 2023');
  });

  it('shows the handicap index to one decimal', () => {
    render(<ProfileDetails user={buildUser({ handicap: 12, ghinHandicap: null })} />);
    expect(valueOf('Handicap Index')).toContain('12.0, Handicap Index you entered yourself');
  });

  it('writes a negative (plus) handicap the way golfers do', () => {
    render(<ProfileDetails user={buildUser({ handicap: -1.2, ghinHandicap: null })} />);
    expect(valueOf('Handicap Index')).toMatch(/^\+1\.2/);
  });

  it("shows GHIN's official index, the same figure as the header, when there is one", () => {
    render(<ProfileDetails user={buildUser({ handicap: 12.4, ghinHandicap: 11.1 })} />);
    expect(valueOf('Handicap Index')).toContain("11.1, GHIN's official Handicap Index");
  });
});
