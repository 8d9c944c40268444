import { Crown, Pencil, Trophy, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isHttpError } from '@/shared/api/http';
import { fullName, initialsOf } from '@/shared/lib/format';
import { useUnauthorizedRedirect } from '@/shared/lib/use-unauthorized-redirect';
import { Avatar } from '@/shared/ui/avatar';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { LeaderboardOptIn } from '@/features/achievements';
import { Spinner } from '@/shared/ui/spinner';
import {
  useUser,
  GolfStatistics,
  MembershipBenefits,
  PhotoGallery,
  ProfileDetails,
  ProfileForm,
  YourData,
} from '@/features/profile';
import './profile-page.css';
import {
  CouldNotLoad,
  NeedsConnection,
  useNeedsConnection,
} from '@/shared/offline/components/needs-connection';

export default function ProfilePage() {
  const { data: user, error, isLoading, mutate } = useUser();
  const [editing, setEditing] = useState(false);
  const redirectToLogin = useUnauthorizedRedirect();
  const redirected = useRef(false);
  const sessionEnded = isHttpError(error, 401);
  const needsConnection = useNeedsConnection(error);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Leaving the form (saved or cancelled) puts keyboard focus back on the toggle, not on the page top.
    if (wasEditing.current && !editing) toggleRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  useEffect(() => {
    // The session ended since the app loaded: same message and redirect as a signed-out visit
    // (docs/product-rules.md#screens-and-sign-in).
    if (sessionEnded && !redirected.current) {
      redirected.current = true;
      redirectToLogin('/profile');
    }
  }, [sessionEnded, redirectToLogin]);

  if (isLoading || sessionEnded) {
    return (
      <div className="page-container profile-page profile-page--loading" role="status">
        <Spinner size="lg" label={null} />
        <p>Loading profile...</p>
      </div>
    );
  }

  if (error || !user) {
    return (
      <div className="page-container profile-page">
        {needsConnection ? (
          <NeedsConnection title="Your profile needs a connection" onRetry={() => void mutate()} />
        ) : (
          <CouldNotLoad
            title="We couldn't load your profile"
            description="Fescue did not answer just now. Your details are safe; please try again."
            onRetry={() => void mutate()}
          />
        )}
      </div>
    );
  }

  const name = fullName(user.firstName, user.lastName);
  return (
    <div className="page-container profile-page">
      <title>Profile · Fescue</title>
      <div className="profile-page__intro">
        <p className="profile-page__eyebrow">Your account</p>
        <h1 className="profile-page__title">Profile</h1>
      </div>

      <div className="profile-page__grid">
        <Card className="profile-main">
          <div className="profile-summary">
            <Avatar
              initials={initialsOf(user.firstName, user.lastName)}
              imageUrl={user.profileImageUrl}
              size="xl"
            />
            <div className="profile-summary__text">
              <h2 className="profile-summary__name">{name || 'Name not set'}</h2>
              <p className="profile-summary__email">{user.email ?? 'No email on file'}</p>
              {user.isPremium ? (
                <Badge variant="premium" className="profile-summary__badge">
                  <Crown aria-hidden="true" />
                  Premium Member
                </Badge>
              ) : null}
            </div>
            <Button
              ref={toggleRef}
              variant={editing ? 'ghost' : 'secondary'}
              className="profile-summary__toggle"
              onClick={() => setEditing((value) => !value)}
            >
              {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {editing ? 'Cancel' : 'Edit Profile'}
            </Button>
          </div>
          <div className="profile-main__body">
            {editing ? (
              <ProfileForm user={user} onSaved={() => setEditing(false)} />
            ) : (
              <ProfileDetails user={user} />
            )}
          </div>
        </Card>

        <div className="profile-page__side">
          <GolfStatistics />
          <MembershipBenefits isPremium={user.isPremium} />
          <Card className="profile-leaderboard">
            <CardHeader title="Leaderboard" description="Your choice, off by default" icon={<Trophy />} />
            <CardContent>
              <LeaderboardOptIn />
            </CardContent>
          </Card>
          <YourData />
        </div>
      </div>

      <PhotoGallery />
    </div>
  );
}
