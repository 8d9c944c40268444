import { clsx } from 'clsx';
import { MIN_RATERS } from '#shared/ratings/community';
import { CircleAlert, Plus, RotateCw, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  COURSE_SEARCH_MAX_RESULTS,
  COURSE_SEARCH_MIN_CHARS,
  EXTERNAL_SEARCH_DEBOUNCE_MS,
  LOCAL_SEARCH_DEBOUNCE_MS,
  type CourseSearchResult,
} from '#shared/schemas/course';
import { courseTypeLabel, placeOf } from '@/features/courses';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useCourseSearchWithFallback, useSpellingSuggestion } from '../api/search-courses';
import { useExternalCourseSearch } from '../api/search-external-courses';
import { HighlightedCourseHeart, ListedMark } from './highlighted-course-heart';
import { WorldwideSearch } from './worldwide-search';

interface CourseSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  onPick: (course: CourseSearchResult) => void;
  onCreateCustom: () => void;
  /** The search box, for the dialog's Escape (clear first) and Back to Search (focus returns here). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** A bucket-list heart for the highlighted result, and a mark on the listed ones (Club Profiles' search). */
  bucketListHearts?: boolean;
  /** Only the mark on the listed results, no heart (the Add to Bucket List form, which is itself the add). */
  bucketListMarks?: boolean;
}

/**
 * The search mode: a combobox over Fescue's catalog (arrows move through the results, Enter picks, Escape
 * clears the text, then closes the dialog), then GolfCourseAPI's worldwide results, then the way out to a
 * custom course. A search that failed says so, with Retry: "No courses found" is only for an empty answer.
 */
export function CourseSearch({
  text,
  onTextChange,
  onPick,
  onCreateCustom,
  inputRef,
  bucketListHearts = false,
  bucketListMarks = false,
}: CourseSearchProps) {
  const debounced = useDebouncedValue(text, LOCAL_SEARCH_DEBOUNCE_MS);
  const { enabled, results, relaxedTo, isLoading, failed, retry } = useCourseSearchWithFallback(debounced);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const searchBox = inputRef ?? ownInputRef;
  const [active, setActive] = useState(-1);
  const [activeFor, setActiveFor] = useState(debounced);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hintId = `${listId}-hint`;

  // A new search: no option is active until the golfer moves to one.
  if (activeFor !== debounced) {
    setActiveFor(debounced);
    setActive(-1);
  }

  // The dialog scrolls, so the option the arrows reach is brought into view (not the one highlighted for
  // a new list: the search box stays where the golfer is typing).
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const typedEnough = text.trim().length >= COURSE_SEARCH_MIN_CHARS;
  const settled = typedEnough && enabled && debounced === text && !isLoading;
  // The list on screen answers an earlier text while the new one is looked up: shown dimmed until it does.
  const searching = typedEnough && (isLoading || debounced !== text);
  // Search Worldwide below may hold courses Fescue has (marked In Fescue) that its own search did not match
  // word for word: "No courses found" above them would contradict them. The same request as the section's
  // (one SWR key), so nothing is asked twice.
  const worldwide = useExternalCourseSearch(useDebouncedValue(text, EXTERNAL_SEARCH_DEBOUNCE_MS));
  const heldWorldwide = worldwide.results.some((hit) => hit.fescueCourseId);
  const showFailure = settled && failed;
  const noMatchText = heldWorldwide
    ? 'No course in Fescue matches every word you typed. Courses Fescue holds are among the worldwide results below: pick one there.'
    : 'No courses found. Try a different search term.';
  // Search reads the start of words, not misspellings: a text that found nothing, or only courses matching
  // some of its words ("royal melborne"), asks for the catalog's spelling.
  const suggestion = useSpellingSuggestion(
    settled && !failed && (results.length === 0 || relaxedTo) ? debounced : '',
  );
  const showList = typedEnough && results.length > 0;
  // The search answers at most COURSE_SEARCH_MAX_RESULTS: a full list may have left some courses out.
  const moreMayMatch = settled && results.length >= COURSE_SEARCH_MAX_RESULTS;

  // The best match is highlighted once the list answers the text typed, so Enter picks it straight away (the
  // combobox's automatic selection); a list still answering an earlier text highlights only what was chosen.
  // Matches of fewer words than typed are offered, not presumed: nothing is highlighted for Enter then.
  const current = active >= 0 ? active : settled && !failed && showList && !relaxedTo ? 0 : -1;
  const relaxedHint =
    settled && relaxedTo
      ? `No course matches every word of “${debounced.trim()}”: these match “${relaxedTo}”.`
      : null;
  const didYouMean = (spelling: string) => (
    <p className="course-search__did-you-mean">
      Did you mean{' '}
      <button
        type="button"
        className="course-search__suggestion"
        onClick={() => {
          onTextChange(spelling);
          searchBox.current?.focus();
        }}
      >
        {spelling}
      </button>
      ?
    </p>
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(current <= 0 ? results.length - 1 : current - 1);
    } else if (event.key === 'Home' && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && active >= 0) {
      event.preventDefault();
      setActive(results.length - 1);
    } else if (event.key === 'Enter') {
      const picked = results[current];
      if (picked) {
        event.preventDefault();
        onPick(picked);
      }
    }
  };

  return (
    <div className="course-search">
      <label className="field__label" htmlFor={`${listId}-input`}>
        Search courses
      </label>
      <div className="course-search__box">
        <Search className="course-search__icon" aria-hidden="true" />
        <input
          ref={searchBox}
          id={`${listId}-input`}
          className="input course-search__input"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="Course, town, region or country"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && current >= 0 ? optionId(current) : undefined}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {searching ? <Spinner size="sm" label="Searching" className="course-search__spinner" /> : null}
      </div>
      <p id={hintId} className="field__hint">
        {!typedEnough ? (
          `Type at least ${COURSE_SEARCH_MIN_CHARS} characters: a course, a town, a region, a country or an architect.`
        ) : showList ? (
          <>
            {relaxedHint
              ? `${relaxedHint} `
              : moreMayMatch
                ? 'These are the best matches: add a word of the name, the place or the architect to narrow them. '
                : null}
            <span className="course-search__keys-hint">
              {relaxedHint
                ? 'The arrow keys move to a course, and Enter picks it.'
                : bucketListHearts
                  ? 'Enter picks the highlighted course; the arrow keys move through the results; Tab reaches its bucket-list heart.'
                  : 'Enter picks the highlighted course; the arrow keys move through the results.'}
            </span>
          </>
        ) : (
          'Search by a course’s name, its town, region or country, or its architect.'
        )}
      </p>

      <p className="visually-hidden" role="status">
        {settled && !failed
          ? relaxedHint
            ? `${relaxedHint} ${results.length} ${results.length === 1 ? 'course' : 'courses'} found.${suggestion ? ` Did you mean ${suggestion}?` : ''}`
            : results.length > 0
              ? moreMayMatch
                ? `The ${results.length} best matches shown`
                : `${results.length} ${results.length === 1 ? 'course' : 'courses'} found`
              : `${noMatchText}${suggestion ? ` Did you mean ${suggestion}?` : ''}`
          : ''}
      </p>

      {showList && relaxedHint && suggestion ? didYouMean(suggestion) : null}
      {showList ? (
        <div className="course-results-wrap">
          <ul
            id={listId}
            role="listbox"
            aria-label="Courses in Fescue"
            aria-busy={searching}
            className={clsx(
              'course-results',
              searching && 'course-results--stale',
              bucketListHearts && 'course-results--hearts',
            )}
          >
            {results.map((course, index) => (
              <li
                key={course.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className="course-result"
                onMouseMove={() => setActive(index)}
                onClick={() => onPick(course)}
              >
                <span className="course-result__main">
                  <span className="course-result__name">
                    {course.name}
                    {bucketListHearts || bucketListMarks ? <ListedMark courseId={course.id} /> : null}
                  </span>
                  <span className="course-result__place">
                    {placeOf(course)}
                    {/* Shared with every golfer but not checked by Fescue: said, so it is not taken for the catalog's. */}
                    {course.sourceApi === 'custom' ? (
                      <span className="course-result__source"> · Added by a golfer</span>
                    ) : null}
                  </span>
                  {course.architect ? (
                    <span className="course-result__architect">
                      {course.architect}
                      {/* Non-breaking, so a narrow screen never leaves the year alone on a line. */}
                      {course.yearBuilt ? `\u00a0·\u00a0${course.yearBuilt}` : ''}
                    </span>
                  ) : null}
                  {/* The community's Fescue Score, shown only once 3 golfers have rated the course. */}
                  {course.userRating && (course.reviewCount ?? 0) >= MIN_RATERS ? (
                    <span className="course-result__rating">
                      Fescue Score {course.userRating.toFixed(1)} · {course.reviewCount} ratings
                    </span>
                  ) : null}
                </span>
                <Badge variant="outline" className="course-result__type">
                  <span className="visually-hidden">Course type: </span>
                  {courseTypeLabel(course.courseType)}
                </Badge>
              </li>
            ))}
          </ul>
          {bucketListHearts && results[current] ? (
            <HighlightedCourseHeart course={results[current]} optionElementId={optionId(current)} />
          ) : null}
        </div>
      ) : showFailure ? (
        <div className="course-search__failure">
          <p role="alert">
            <CircleAlert aria-hidden="true" />
            Couldn’t search the catalog. Check your connection and try again.
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              retry();
              // The button goes while the search runs again: focus waits in the search box.
              searchBox.current?.focus();
            }}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : settled ? (
        <div className="course-search__empty">
          <p>{noMatchText}</p>
          {suggestion ? didYouMean(suggestion) : null}
        </div>
      ) : null}

      <WorldwideSearch
        text={text}
        onPick={onPick}
        listedCourseIds={showList ? results.map((course) => course.id) : []}
      />

      <div className="course-search__custom">
        <p>Can&apos;t find your course?</p>
        <Button variant="secondary" onClick={onCreateCustom}>
          <Plus aria-hidden="true" />
          Create a custom course
        </Button>
      </div>
    </div>
  );
}
