import { Calculator, Calendar, Flag, Heart, MapPin, Pencil, Star, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate } from '#shared/format/date';
import type { Round } from '#shared/schemas/round';
import { ratingAverage, roundToTenth } from '#shared/ratings/fescue-score';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { RoundPhotoPlaceholder } from '@/shared/ui/round-photo-placeholder';
import { holesText } from '../lib/ghin-round';
import { GhinMark } from './ghin-mark';
import { RoundScorecard } from './round-scorecard';
import { ScoreBadge } from './score-badge';
import './round-card.css';

interface RoundCardProps {
  round: Round;
  onEdit: (round: Round) => void;
  /** Opens Rate Course for this round's course. */
  onRate: (round: Round) => void;
  /** Offers Delete beside Edit (the Passport's Round History tab); the caller confirms. */
  onDelete?: (round: Round) => void;
  /** This round's score differential in Fescue's WHS estimate, and whether it is one of those that counted. */
  differential?: { value: number; counted: boolean } | undefined;
}

export function RoundCard({ round, onEdit, onRate, onDelete, differential }: RoundCardProps) {
  const courseName = round.course?.name ?? 'Course no longer in the catalog';
  const photo = round.imageUrl ?? round.course?.imageUrl ?? null;
  const rating = ratingAverage(round);
  return (
    <article
      className="round-card"
      aria-label={`${courseName}, ${formatDate(round.playedAt) ?? 'date unknown'}`}
    >
      <div className={photo ? 'round-card__media' : 'round-card__media round-card__media--none'}>
        {photo ? <img src={photo} alt="" loading="lazy" decoding="async" /> : <RoundPhotoPlaceholder />}
      </div>
      <div className="round-card__body">
        <div className="round-card__top">
          <div className="round-card__title">
            <h3>{round.course ? <Link to={`/course/${round.course.id}`}>{courseName}</Link> : courseName}</h3>
            {round.course?.location ? (
              <p className="round-card__location">
                <MapPin aria-hidden="true" />
                {round.course.location}
              </p>
            ) : null}
          </div>
          <ScoreBadge score={round.score} par={round.par} />
        </div>
        <ul className="round-card__facts">
          <li>
            <Calendar aria-hidden="true" />
            {formatDate(round.playedAt) ?? 'Date unknown'}
          </li>
          <li>
            <Flag aria-hidden="true" />
            {holesText(round)}
          </li>
          {rating !== null ? (
            <li>
              <Star aria-hidden="true" />
              Fescue Score {roundToTenth(rating).toFixed(1)}/10
            </li>
          ) : null}
          {round.favoriteHole !== null ? (
            <li>
              <Heart aria-hidden="true" />
              Favorite hole {round.favoriteHole}
            </li>
          ) : null}
          {differential ? (
            <li
              className={differential.counted ? 'round-card__differential--counted' : undefined}
              title={
                differential.counted
                  ? 'One of the differentials behind your Fescue estimate'
                  : 'Not among the differentials behind your Fescue estimate'
              }
            >
              <Calculator aria-hidden="true" />
              Differential {differential.value.toFixed(1)}
              {differential.counted ? ' · counts toward your estimate' : ''}
            </li>
          ) : null}
          {round.ghinScoreId ? (
            <li>
              <GhinMark round={round} />
            </li>
          ) : null}
          {round.roundType !== 'Regular' ? (
            <li>
              <Badge variant="outline">{round.roundType}</Badge>
            </li>
          ) : null}
        </ul>
        {round.playingPartners ? (
          <p className="round-card__partners">
            <Users aria-hidden="true" />
            Played with {round.playingPartners}
          </p>
        ) : null}
        {round.reviewComments ? (
          <blockquote className="round-card__review">
            <p>{round.reviewComments}</p>
          </blockquote>
        ) : null}
        {round.ratingComments ? (
          <p className="round-card__notes">
            <span className="round-card__label">Rating comments: </span>
            {round.ratingComments}
          </p>
        ) : null}
        {round.notes ? (
          <p className="round-card__notes">
            <span className="round-card__label">Notes: </span>
            {round.notes}
          </p>
        ) : null}
        <RoundScorecard round={round} />
        <div className="round-card__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(round)}
            aria-label={`Edit round at ${courseName}, ${formatDate(round.playedAt) ?? 'date unknown'}`}
            // After a delete this button is gone: focus goes to the page heading with the same key.
            data-return-focus="round-history"
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRate(round)}
            aria-label={`Rate course of round at ${courseName}, ${formatDate(round.playedAt) ?? 'date unknown'}`}
          >
            <Star aria-hidden="true" />
            Rate
          </Button>
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(round)}
              aria-label={`Delete round at ${courseName}, ${formatDate(round.playedAt) ?? 'date unknown'}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
