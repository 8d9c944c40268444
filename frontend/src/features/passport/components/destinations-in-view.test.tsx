// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDestination } from '@/testing/build-destination';
import { DestinationsInView } from './destinations-in-view';

const destination = buildDestination;

const destinations = [
  destination('Old Course', { latitude: 56.34, longitude: -2.8 }),
  destination('Muirfield', { latitude: 56.04, longitude: -2.82 }),
  destination('Pebble Beach', { latitude: 36.57, longitude: -121.95, country: 'United States' }),
  destination('Nowhere', { latitude: null, longitude: null }),
];

const names = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('span')?.textContent);

describe('DestinationsInView', () => {
  it('lists every placed destination until the map reports what it shows', () => {
    render(<DestinationsInView destinations={destinations} bounds={null} />);
    expect(names()).toEqual(['Old Course', 'Muirfield', 'Pebble Beach']);
    expect(screen.getByText('All 3 on the map')).toBeInTheDocument();
  });

  it('follows the map: only the destinations inside its bounds, and says how many of all', () => {
    const { rerender } = render(
      <DestinationsInView destinations={destinations} bounds={{ west: -8, south: 54, east: 0, north: 60 }} />,
    );
    expect(names()).toEqual(['Old Course', 'Muirfield']);
    expect(screen.getByText('2 of 3 on the map')).toBeInTheDocument();

    // Panned to the Pacific: nothing there, and the golfer is told how to find them.
    rerender(
      <DestinationsInView
        destinations={destinations}
        bounds={{ west: 150, south: -50, east: 200, north: 0 }}
      />,
    );
    expect(names()).toEqual([]);
    expect(screen.getByText(/None of your destinations is in this part of the map/)).toBeInTheDocument();
  });
});
