import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { tripInputSchema } from '#shared/trips/trip';
import { createTrip, localToday } from '@/features/trips';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { PageLoading } from '../../shell/page-loading';
import './trips-page.css';

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** /trips/new: a trip's name and days; its courses are chosen on the trip's own page. */
export default function NewTripPage({ user }: { user: User | null }) {
  return user ? <NewTrip /> : <PageLoading />;
}

function NewTrip() {
  const navigate = useNavigate();
  const today = localToday();
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 2));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tripInputSchema.safeParse({ name, startDate, endDate });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const trip = await createTrip({ name, startDate, endDate });
      void navigate(`/trips/${trip.id}`);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The trip could not be saved. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <div className="page-container trips-page">
      <title>Plan a trip · Fescue</title>
      <header className="trips-page__header">
        <div>
          <h1>Plan a trip</h1>
          <p>Name it and choose its days; then pick a place and add courses to each day.</p>
        </div>
      </header>
      <form className="new-trip-form card" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Trip name" error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} placeholder="Fife in May" />
        </Field>
        <div className="new-trip-form__dates">
          <Field label="First day" error={errors.startDate}>
            <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
          </Field>
          <Field label="Last day" error={errors.endDate}>
            <Input type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} />
          </Field>
        </div>
        {failure ? <p role="alert">{failure}</p> : null}
        <div className="new-trip-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Create trip'}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/trips">Cancel</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
