import { createContext, use } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TeeChoice } from '#shared/rounds/tees';
import type { FormCourse, RoundFormInput, RoundFormValues } from '../round-form-values';

/** The react-hook-form of the round form, for a field component that registers its own value. */
export function useRoundFormContext() {
  return useFormContext<RoundFormInput, unknown, RoundFormValues>();
}

/** What the fields share beyond the form's values: the course being played and its par. */
export interface RoundFormCourse {
  course: FormCourse | null;
  /** The course's par for 18 holes, once its page has loaded (null before, or without a course). */
  coursePar: number | null;
  /** The course's tees where Fescue knows them (empty otherwise). */
  tees: TeeChoice[];
  pickCourse: (course: FormCourse) => void;
}

export const RoundFormCourseContext = createContext<RoundFormCourse | null>(null);

export function useRoundFormCourse(): RoundFormCourse {
  const value = use(RoundFormCourseContext);
  if (!value) throw new Error('A round form field must sit inside <RoundForm>');
  return value;
}
