import type { Context } from 'aws-lambda';
import type { Session } from '../session/session-verifier';

/** The Lambda context as every middleware of the stack sees it: the session, once the session middleware read it. */
export type HandlerContext = Context & { session?: Session };
