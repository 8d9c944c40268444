/**
 * What a repository says went wrong, in the domain's terms and with no HTTP in it: the thing asked for is not
 * there (`NotFound`), the write met a state it may not overwrite (`Conflict`: changed meanwhile, already
 * done), or an allowance is used up (`LimitReached`). Each carries a `reason` its repository names (a small
 * union of literals per repository). The words a golfer reads are the route's (`inWords`), and the one error
 * mapping (lib/http/error-handler.ts) turns the kind into a status; a reason no route put into words is
 * answered with the kind's plain default.
 */
export type DomainErrorKind = 'not-found' | 'conflict' | 'limit-reached';

export abstract class DomainError<Reason extends string = string> extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The route's words for this reason (`inWords`); the message is the reason until then. */
  golferMessage: string | undefined;

  constructor(
    readonly reason: Reason,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = new.target.name;
  }
}

export class NotFound<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'not-found';
}

export class Conflict<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'conflict';
}

export class LimitReached<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'limit-reached';

  constructor(
    reason: Reason,
    /** Whole seconds until the allowance renews (`Retry-After`). */
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

/**
 * Runs a repository's work and gives the golfer's words to the domain errors it throws, by reason: the
 * messages live with the route that answers them. A reason not listed keeps its kind's default answer.
 */
export async function inWords<T>(work: Promise<T>, words: Readonly<Record<string, string>>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && Object.hasOwn(words, error.reason)) {
      error.golferMessage = words[error.reason];
      error.message = words[error.reason]!;
    }
    throw error;
  }
}
