/**
 * The registry of background tasks. A module defines its tasks once at import
 * (`defineTask({ name, handler })`); the runner only claims jobs whose task it knows, so a worker
 * built without a module never takes that module's jobs.
 */
export type JobContext<P = Record<string, unknown>> = {
  id: string;
  task: string;
  payload: P;
  brandId: string | null;
  /** 1 for the first run, n for the n-th (a run cut short by a crash counts). */
  attempt: number;
  maxAttempts: number;
  workerId: string;
  /** Aborted when the runner stops or the job's lease is lost: stop early, the job runs again. */
  signal: AbortSignal;
};

export type TaskDefinition<P = Record<string, unknown>> = {
  name: string;
  handler: (ctx: JobContext<P>) => Promise<void>;
  /** Runs including the first (default 5). */
  maxAttempts?: number;
  /** Delay before run n+1 after run n failed (default: exponential from 10 s, capped at 1 h, ±20 % jitter). */
  backoffMs?: (attempt: number) => number;
  /** How long a run may go without a heartbeat before another worker takes it over (default 60 s). */
  leaseMs?: number;
};

/** Throw to be run again after `delayMs` (e.g. a Retry-After), still counting toward maxAttempts. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs?: number,
  ) {
    super(message);
    this.name = "RetryLaterError";
  }
}

/** Throw when running again cannot help (bad input, 4xx): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/**
 * By name, not instanceof: the registry lives on globalThis because Next may load this module twice
 * (the instrumentation's bundle and a route's), so a task can throw another copy's class than the
 * runner's — a permanent failure was then retried three times.
 */
export function isPermanentJobError(e: unknown): e is PermanentJobError {
  return e instanceof Error && e.name === "PermanentJobError";
}

export function isRetryLaterError(e: unknown): e is RetryLaterError {
  return e instanceof Error && e.name === "RetryLaterError";
}

const g = globalThis as unknown as { __growthTasks?: Map<string, TaskDefinition<never>> };
function registry(): Map<string, TaskDefinition<never>> {
  return (g.__growthTasks ??= new Map());
}

export function defineTask<P extends Record<string, unknown>>(def: TaskDefinition<P>): TaskDefinition<P> {
  registry().set(def.name, def as unknown as TaskDefinition<never>);
  return def;
}

export function getTask(name: string): TaskDefinition<Record<string, unknown>> | undefined {
  return registry().get(name) as TaskDefinition<Record<string, unknown>> | undefined;
}

export function taskNames(): string[] {
  return [...registry().keys()];
}

export function withJitter(ms: number, fraction = 0.2): number {
  return Math.max(0, Math.round(ms * (1 - fraction + Math.random() * 2 * fraction)));
}

export function defaultBackoffMs(attempt: number): number {
  return withJitter(Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000));
}
