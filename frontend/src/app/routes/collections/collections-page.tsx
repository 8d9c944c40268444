import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { OWN_LIST_NAME_MAX, type CollectionSummary } from '#shared/collections/collection';
import type { User } from '#shared/schemas/user';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field, Input } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import {
  CollectionProgress,
  createOwnList,
  refreshCollections,
  useCollections,
} from '@/features/collections';
import { PageLoading } from '../../shell/page-loading';
import './collections.css';

/** The Collections screen's sections, in order: which lists each holds. */
const SECTIONS: { title: string; note?: string; kinds: readonly CollectionSummary['kind'][] }[] = [
  { title: 'Your lists', kinds: ['own'] },
  {
    title: 'Rankings',
    note: 'Imported by this site’s operator under the publisher’s licence. Fescue publishes no ranking of its own.',
    kinds: ['ranking'],
  },
  { title: 'Championship venues', kinds: ['championship'] },
  { title: 'Links, Royal clubs and the oldest courses', kinds: ['links', 'royal', 'founded-before-1900'] },
  { title: 'Countries', kinds: ['country'] },
  { title: 'States and regions', kinds: ['state'] },
  { title: 'Architects', kinds: ['architect'] },
];
const SHOWN_AT_FIRST = 12;

/**
 * Collections (docs/product-rules.md#collections): every list to tick off, with the golfer's progress along
 * it: the catalog's lists, the rankings an operator imported, and the golfer's own.
 */
export default function CollectionsPage({ user }: { user: User | null }) {
  return user ? <Collections /> : <PageLoading />;
}

function Collections() {
  const { data, error, isLoading, mutate } = useCollections();
  const needsConnection = useNeedsConnection(error);
  return (
    <div className="page-container collections-page">
      <title>Collections · Fescue</title>
      <header className="collections-page__header">
        <h1>Collections</h1>
        <p>
          Lists of courses to play: championship venues, an architect’s work, a country’s courses, your own.
        </p>
      </header>
      <NewListForm />
      {isLoading ? (
        <div className="collections-page__loading" role="status" aria-label="Loading collections">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="6.25rem" />
          ))}
        </div>
      ) : needsConnection ? (
        <NeedsConnection title="Collections need a connection" onRetry={() => void mutate()} />
      ) : error || !data ? (
        <EmptyState
          title="Could not load your collections"
          action={<Button onClick={() => void mutate()}>Try Again</Button>}
        />
      ) : (
        SECTIONS.map((section) => (
          <CollectionSection
            key={section.title}
            title={section.title}
            note={section.note}
            lists={data.filter((list) => section.kinds.includes(list.kind))}
            own={section.kinds.includes('own')}
          />
        ))
      )}
    </div>
  );
}

/** Lists the golfer has started first, then the longest. */
function byProgress(a: CollectionSummary, b: CollectionSummary): number {
  return (
    Number(b.played > 0) - Number(a.played > 0) ||
    b.played / Math.max(1, b.total) - a.played / Math.max(1, a.total) ||
    b.total - a.total ||
    a.name.localeCompare(b.name)
  );
}

function CollectionSection({
  title,
  note,
  lists,
  own,
}: {
  title: string;
  note?: string;
  lists: CollectionSummary[];
  own: boolean;
}) {
  const [all, setAll] = useState(false);
  if (lists.length === 0 && !own) return null;
  const sorted = own ? lists : [...lists].sort(byProgress);
  const shown = all ? sorted : sorted.slice(0, SHOWN_AT_FIRST);
  const id = `collections-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="collections-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="collections-section__note">{note}</p> : null}
      {lists.length === 0 ? (
        <p className="collections-section__empty">No lists of your own yet: name one above to start it.</p>
      ) : (
        <ul className="collection-grid">
          {shown.map((list) => (
            <li key={list.id}>
              <Link className="collection-card" to={`/collections/${list.id}`}>
                <span className="collection-card__name">{list.name}</span>
                <CollectionProgress played={list.played} total={list.total} size="sm" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {sorted.length > SHOWN_AT_FIRST ? (
        <Button variant="ghost" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${sorted.length}`}
        </Button>
      ) : null}
    </section>
  );
}

function NewListForm() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Give the list a name');
      return;
    }
    setSaving(true);
    try {
      const { id } = await createOwnList({ name });
      await refreshCollections(mutate);
      void navigate(`/collections/${id}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The list could not be created. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="new-list-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Start a list of your own" error={error ?? undefined}>
        <Input
          value={name}
          maxLength={OWN_LIST_NAME_MAX}
          placeholder="Scotland 2027, Dad’s favourites…"
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" disabled={saving}>
        <Plus aria-hidden="true" size={16} /> New list
      </Button>
    </form>
  );
}
