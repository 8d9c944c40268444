import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PROFILE_FIELDS,
  profileFormToUpdateSchema,
  type ProfileFormValues,
  type ProfileUpdate,
  type User,
} from '#shared/schemas/user';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import { isHttpError } from '@/shared/api/http';
import { useSessionOverNotice } from '@/shared/lib/use-unauthorized-redirect';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { useToast } from '@/shared/ui/toast';
import { useUpdateProfile } from '../api/update-profile';
import { withCityPoint } from '../lib/place-city';
import { FindOrCreateCourseDialog } from '@/features/course-picker';

const formFields = PROFILE_FIELDS;

function isFormField(key: string): key is (typeof formFields)[number] {
  return (formFields as readonly string[]).includes(key);
}

function toFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    ghinNumber: user.ghinNumber ?? '',
    handicap: formatHandicapIndex(user.handicap) ?? '',
    homeCourse: user.homeCourse ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    country: user.country ?? '',
  };
}

interface ProfileFormProps {
  user: User;
  onSaved: () => void;
}

/**
 * The edit form. It validates with the same shared schema as the PATCH handler, so a value the form accepts
 * is one the API accepts; the server's 400 field errors land on the same fields.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { toast } = useToast();
  const sessionOver = useSessionOverNotice();
  const { trigger, isMutating } = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileFormToUpdateSchema),
    defaultValues: toFormValues(user),
  });

  useEffect(() => setFocus('firstName'), [setFocus]);
  // The home course picked from the catalog: Miles Traveled measures from it (docs/passport.md). Typing a
  // name by hand drops the pick, since that name is no catalog course.
  const [homeCourseId, setHomeCourseId] = useState<string | null>(user.homeCourseId);
  const [pickingHomeCourse, setPickingHomeCourse] = useState(false);
  const homeCourseField = register('homeCourse', { onChange: () => setHomeCourseId(null) });

  const showServerErrors = (message: string, fieldErrors: Record<string, string> = {}) => {
    const fields = Object.entries(fieldErrors).filter(([key]) => isFormField(key));
    for (const [key, fieldMessage] of fields) {
      if (isFormField(key)) setError(key, { type: 'server', message: fieldMessage });
    }
    const first = fields[0]?.[0];
    if (first && isFormField(first)) setFocus(first);
    else setError('root.server', { type: 'server', message });
  };

  const onSubmit = async (update: ProfileUpdate) => {
    try {
      await trigger(await withCityPoint({ ...update, homeCourseId }, user));
    } catch (error) {
      if (isHttpError(error, 401)) {
        // The form stays filled: a session that is over never costs the golfer what they typed.
        sessionOver('Save Changes');
      } else if (isHttpError(error, 400) && error.body) {
        showServerErrors(error.body.message, error.body.fieldErrors);
      } else if (isHttpError(error, 409)) {
        // The profile changed elsewhere while saving: the server's sentence says what to do, above the form.
        showServerErrors(error.body?.message ?? 'Failed to update profile. Please try again.');
      } else {
        toast({
          title: 'Error',
          description: 'Failed to update profile. Please try again.',
          variant: 'destructive',
        });
      }
      return;
    }
    toast({
      title: 'Profile Updated',
      description: 'Your profile has been successfully updated.',
      variant: 'success',
    });
    onSaved();
  };

  const rootError = errors.root?.server?.message;
  return (
    <form className="profile-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit profile">
      {rootError ? (
        <div className="profile-form__alert" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{rootError}</p>
        </div>
      ) : null}
      <fieldset className="profile-form__group">
        <legend>About you</legend>
        <div className="profile-form__grid">
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
          {/* The address the sign-in provider verified: shown, never sent, so no address anyone merely typed
              stands for the golfer (docs/architecture.md, Sign-in). */}
          <Field
            label="Email"
            hint="The address you sign in with. It changes only with your sign-in."
            className="profile-form__wide"
          >
            <Input type="email" value={user.email ?? ''} placeholder="None from your sign-in" readOnly />
          </Field>
        </div>
      </fieldset>
      <fieldset className="profile-form__group">
        <legend>Your game</legend>
        <div className="profile-form__grid">
          <Field
            label="GHIN Number"
            error={errors.ghinNumber?.message}
            hint="Digits only, as on your GHIN card."
          >
            <Input inputMode="numeric" autoComplete="off" {...register('ghinNumber')} />
          </Field>
          <Field
            label="Handicap Index"
            error={errors.handicap?.message}
            hint="Like 12.4, or +2.3 for a plus handicap (up to 54, one decimal). Leave empty if you have none."
          >
            {/* Text, not a number input: a number input drops the plus sign of a plus handicap. */}
            <Input type="text" autoComplete="off" {...register('handicap')} />
          </Field>
          <Field
            label="Home Course"
            error={errors.homeCourse?.message}
            hint={
              errors.homeCourse
                ? undefined
                : homeCourseId
                  ? 'From the catalog: Miles Traveled is measured from it.'
                  : 'Find it in the catalog to measure Miles Traveled from it.'
            }
            className="profile-form__wide"
          >
            <Input autoComplete="off" {...homeCourseField} />
          </Field>
          <div className="profile-form__wide">
            <Button type="button" variant="secondary" size="sm" onClick={() => setPickingHomeCourse(true)}>
              Find home course in the catalog
            </Button>
          </div>
          {pickingHomeCourse ? (
            <FindOrCreateCourseDialog
              open
              title="Find your home course"
              onOpenChange={setPickingHomeCourse}
              onSelect={(course) => {
                setValue('homeCourse', course.name, { shouldDirty: true });
                setHomeCourseId(course.id);
              }}
            />
          ) : null}
        </div>
      </fieldset>
      <fieldset className="profile-form__group">
        <legend>Where you play from</legend>
        <div className="profile-form__grid profile-form__grid--three">
          <Field label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label="State" error={errors.state?.message}>
            <Input autoComplete="address-level1" {...register('state')} />
          </Field>
          <Field label="Country" error={errors.country?.message}>
            <Input autoComplete="country-name" {...register('country')} />
          </Field>
        </div>
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" pending={isMutating}>
          {isMutating ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
