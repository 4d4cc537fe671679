/**
 * Update-by-query jobs (indexing-events-api.md 2.5, 3.2, 4.4): match objects of the
 * given types whose fields equal the search fields (case-sensitive; an array field
 * matches when it contains the value), then replace the named fields. Runs in the
 * background in steps; `complete` may carry failures.
 *
 * Decision: a job ends `failed` when it matched objects and could update none of them.
 */
import type { IndexObject } from '../../core/types.js';
import { validateIndexObject } from '../../indexing/validate.js';
import type { Site } from '../sites.js';

export interface JobFailure {
  type: string;
  reason: string;
  caused_by: { type: string; reason: string };
  v2_recovery?: { suggested_action: string; retry_recommended: boolean };
}

export interface Job {
  id: string;
  version: 1 | 2;
  trackerId: string;
  status: 'in_progress' | 'complete' | 'failed';
  updates_count: number;
  failures_count: number;
  failures: Record<string, JobFailure>;
  started: number;
  finished?: number;
  matched: number;
  complexity?: number;
}

const STEP = 500;

function matches(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value)) return Array.isArray(wanted) ? wanted.every((w) => value.includes(w)) : value.includes(wanted);
  return value === wanted;
}

export async function runJob(job: Job, site: Site, types: string[], search: Record<string, unknown>, update: Record<string, unknown>, stepDelayMs: number): Promise<void> {
  job.complexity = types.length + Object.keys(search).length;
  const candidates = [...site.index.all()].filter((d) => types.includes(d.type)).map((d) => d.identity);
  for (let i = 0; i < candidates.length; i += STEP) {
    await new Promise((resolve) => setTimeout(resolve, stepDelayMs));
    for (const identity of candidates.slice(i, i + STEP)) {
      const doc = site.index.get(identity);
      if (!doc || !Object.entries(search).every(([field, wanted]) => matches(doc.fields[field], wanted))) continue;
      job.matched++;
      const next: IndexObject = { ...doc.source, fields: { ...doc.source.fields, ...update } as IndexObject['fields'] };
      const problem = validateIndexObject(next);
      if (problem) {
        job.failures_count++;
        job.failures[identity] = {
          type: 'data_schema_mismatch',
          reason: `the update does not fit the object: ${problem.reason}`,
          caused_by: { type: problem.type, reason: problem.reason },
          v2_recovery: { suggested_action: 'Correct the value in update.fields and run the job again.', retry_recommended: false },
        };
        continue;
      }
      site.put(next);
      job.updates_count++;
    }
  }
  job.finished = Date.now();
  job.status = job.matched > 0 && job.updates_count === 0 ? 'failed' : 'complete';
}
