import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CollectionCourse, CollectionDetail, OwnListVisibility } from '#shared/collections/collection';
import type { User } from '#shared/schemas/user';
import { apiErrorMessage, isHttpError } from '@/shared/api/http';
import { cacheKeys } from '@/shared/api/cache-keys';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { Select } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { FindOrCreateCourseDialog } from '@/features/course-picker';
import {
  CollectionMap,
  CollectionProgress,
  OwnListCourses,
  PlayedToggle,
  deleteOwnList,
  refreshCollections,
  updateOwnList,
  useCollection,
} from '@/features/collections';
import { PageLoading } from '../../shell/page-loading';
import './collections.css';

const ROWS_AT_FIRST = 60;

/**
 * One list's page (docs/product-rules.md#collections): the golfer's progress, the list on the map, the
 * courses not played yet nearest their bucket list first, each with a "played" toggle; an own list is
 * edited here (courses added with the course picker, reordered by drag or keyboard).
 */
export default function CollectionPage({ user }: { user: User | null }) {
  return user ? <Collection /> : <PageLoading />;
}

function Collection() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useCollection(id);
  if (isHttpError(error, 404) || isHttpError(error, 400)) {
    return (
      <NotFoundPanel
        body="No list has this address: it may have been deleted."
        action={
          <Button asChild variant="secondary">
            <Link to="/collections">Collections</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="page-container collection-page">
      <Link className="collection-page__back" to="/collections">
        <ArrowLeft aria-hidden="true" size={16} /> Collections
      </Link>
      {isLoading || !data ? (
        error ? (
          <EmptyState
            title="Could not load this list"
            action={<Button onClick={() => void mutate()}>Try Again</Button>}
          />
        ) : (
          <div className="collection-page__loading" role="status" aria-label="Loading the list">
            <Skeleton height="3rem" width="60%" />
            <Skeleton height="3.25rem" />
            <Skeleton height="clamp(16rem, 42vh, 26rem)" />
            <Skeleton height="12rem" />
          </div>
        )
      ) : (
        <CollectionBody list={data} />
      )}
    </div>
  );
}

function CollectionBody({ list }: { list: CollectionDetail }) {
  const byId = new Map(list.courses.map((course) => [course.id, course]));
  const nextUp = list.nextUp.flatMap((id) => byId.get(id) ?? []);
  const played = list.courses.filter((course) => course.status === 'played');
  return (
    <>
      <title>{`${list.name} · Collections · Fescue`}</title>
      <header className="collection-page__header">
        <p className="collection-page__source">{SOURCE_LABEL[list.source]}</p>
        <h1>{list.name}</h1>
        {list.description ? <p className="collection-page__description">{list.description}</p> : null}
        <CollectionProgress played={list.played} total={list.total} />
      </header>
      <CollectionMap name={list.name} courses={list.courses} />
      {list.source === 'own' ? <OwnListEditor list={list} /> : null}
      <CourseSection
        title="Still to play"
        note="Nearest your bucket list first."
        courses={nextUp}
        empty={
          list.total === 0 ? 'No courses on this list yet.' : 'You have played every course on this list.'
        }
      />
      <CourseSection title="Played" courses={played} empty="None played yet." />
    </>
  );
}

const SOURCE_LABEL: Record<CollectionDetail['source'], string> = {
  catalog: 'From the course catalog',
  ranking: 'Imported ranking',
  own: 'Your list',
};

function CourseSection({
  title,
  note,
  courses,
  empty,
}: {
  title: string;
  note?: string;
  courses: readonly CollectionCourse[];
  empty: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? courses : courses.slice(0, ROWS_AT_FIRST);
  const id = `collection-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="collection-courses" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="collection-courses__count">{courses.length}</span>
      </h2>
      {note && courses.length > 0 ? <p className="collection-courses__note">{note}</p> : null}
      {courses.length === 0 ? (
        <p className="collection-courses__empty">{empty}</p>
      ) : (
        <ul className="collection-course-list">
          {shown.map((course) => (
            <li key={course.id} className={`collection-course collection-course--${course.status}`}>
              <span className="collection-course__dot" aria-hidden="true" />
              <span className="collection-course__text">
                <Link to={`/course/${course.id}`} className="collection-course__name">
                  {course.name}
                </Link>
                <span className="collection-course__place">
                  {course.place}
                  {course.status === 'bucket-list' ? ' · On your bucket list' : ''}
                  {course.milesFromBucketList !== null && course.milesFromBucketList > 0
                    ? ` · ${Math.round(course.milesFromBucketList).toLocaleString()} mi from your bucket list`
                    : ''}
                </span>
              </span>
              <PlayedToggle courseId={course.id} courseName={course.name} />
            </li>
          ))}
        </ul>
      )}
      {courses.length > ROWS_AT_FIRST ? (
        <Button variant="ghost" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${courses.length}`}
        </Button>
      ) : null}
    </section>
  );
}

const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Private: only you' },
  { value: 'link', label: 'Anyone with the link' },
];

function OwnListEditor({ list }: { list: CollectionDetail }) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = list.courses.map((course) => course.id);

  const save = async (change: { courseIds?: string[]; visibility?: OwnListVisibility }) => {
    setSaving(true);
    const key = cacheKeys.collection(list.id);
    if (change.courseIds) {
      const byId = new Map(list.courses.map((course) => [course.id, course]));
      const courses = change.courseIds.flatMap((id) => byId.get(id) ?? []);
      await mutate<CollectionDetail>(key, { ...list, ...change, courses }, { revalidate: false });
    }
    try {
      await updateOwnList(list.id, change);
    } catch (failure) {
      toast({
        title: 'List not saved',
        description: apiErrorMessage(failure, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      await refreshCollections(mutate);
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await deleteOwnList(list.id);
      await refreshCollections(mutate);
      toast({ title: 'List deleted', description: `${list.name} is gone.`, variant: 'success' });
      void navigate('/collections');
    } catch (failure) {
      toast({
        title: 'List not deleted',
        description: apiErrorMessage(failure, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="own-list-editor" aria-labelledby="own-list-editor-title">
      <div className="own-list-editor__head">
        <h2 id="own-list-editor-title">Your order</h2>
        <div className="own-list-editor__actions">
          <Select
            aria-label="Who can see this list"
            options={VISIBILITY_OPTIONS}
            value={list.visibility ?? 'private'}
            onValueChange={(value) => void save({ visibility: value as OwnListVisibility })}
          />
          <Button onClick={() => setPicking(true)} disabled={saving}>
            <Plus aria-hidden="true" size={16} /> Add a course
          </Button>
        </div>
      </div>
      {list.courses.length === 0 ? (
        <p className="collection-courses__empty">Add the courses you mean to play, in the order you like.</p>
      ) : (
        <OwnListCourses
          courses={list.courses}
          disabled={saving}
          onReorder={(courseIds) => void save({ courseIds })}
          onRemove={(id) => void save({ courseIds: ids.filter((one) => one !== id) })}
        />
      )}
      <Button variant="ghost" size="sm" className="own-list-editor__delete" onClick={() => void remove()}>
        <Trash2 aria-hidden="true" size={16} /> Delete this list
      </Button>
      <FindOrCreateCourseDialog
        open={picking}
        onOpenChange={setPicking}
        title="Add a course to the list"
        onSelect={(course) => {
          setPicking(false);
          if (!ids.includes(course.id)) void save({ courseIds: [...ids, course.id] });
        }}
      />
    </section>
  );
}
