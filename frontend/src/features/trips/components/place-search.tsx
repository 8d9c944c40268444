import './trips.css';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { placeLabel, searchPlaces, type GazetteerPlace } from '#shared/trips/place-search';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/field';
import { cityTable } from '../lib/city-table';

export interface ChosenPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * "Where to?": a town looked up in the offline gazetteer (nothing leaves the device), its matches offered as
 * buttons; choosing one centres the search there.
 */
export function PlaceSearch({ onChoose }: { onChoose: (place: ChosenPlace) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<GazetteerPlace[] | null>(null);
  const [failed, setFailed] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setMatches(searchPlaces(await cityTable(), text, 6));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="place-search">
      <form className="place-search__form" role="search" onSubmit={(event) => void find(event)}>
        <label htmlFor={inputId}>Town or city</label>
        <div className="place-search__row">
          <Input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="St Andrews"
            autoComplete="off"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            Find
          </Button>
        </div>
      </form>
      {failed ? <p role="alert">The list of places could not be read. Try again, or pan the map.</p> : null}
      {matches ? (
        matches.length > 0 ? (
          <ul className="place-search__matches" aria-label="Places found">
            {matches.map((place) => {
              const label = placeLabel(place);
              return (
                <li key={`${place.countryCode}-${place.name}-${place.latitude}`}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      onChoose({ label, latitude: place.latitude, longitude: place.longitude });
                      setMatches(null);
                    }}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p role="status">
            No town of that name in the list of places of 15,000 people or more. Pan the map instead.
          </p>
        )
      ) : null}
    </div>
  );
}
