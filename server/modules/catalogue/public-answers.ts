import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { type AnswerCacheLimits, createAnswerCache } from './answer-cache';
import { buildAnswer, type CachedAnswer } from './cached-answer';
import { createVersionReader } from './catalogue-version';
import { sendAnswer } from './send-answer';

/**
 * Answers a public catalogue request from this instance's cache. `key` names the answer (path
 * and query); `load` reads it from the products and returns undefined when there is nothing
 * (a 404 is the caller's to send, and is not kept). The version is read before `load`, so an
 * answer is never older than the version it is kept under (docs/decisions/160).
 */
export type PublicAnswers = (c: Context, key: string, load: () => Promise<unknown>) => Promise<Response | undefined>;

export function createPublicAnswers(db: Db, limits?: AnswerCacheLimits): PublicAnswers {
  const cache = createAnswerCache<CachedAnswer>(limits);
  const readVersion = createVersionReader(db);
  return async (c, key, load) => {
    const version = await readVersion();
    const answer = await cache.get(key, version, async (count) => {
      const data = await load();
      return data === undefined ? undefined : buildAnswer(data, count);
    });
    return answer && sendAnswer(c, answer);
  };
}
