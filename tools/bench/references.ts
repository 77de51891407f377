import { createHash } from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';
import { MEMBER_BY_FIREBASE_UID } from '@bonus/server';

/**
 * The bytes the api answered to one call, its headers included (security headers, request id, …: any
 * server must write them), kept to be answered again by a reference server.
 */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ReferenceServer {
  url: string;
  /** Registers the answer for `METHOD path` (path with its query string). */
  answer: (method: string, path: string, answer: KeptAnswer) => void;
  close: () => Promise<void>;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The least work a signed-in read can do on this machine: node:http, the bearer token's digest looked
 * up in a Map (as the api remembers verified tokens), ONE prepared statement for the member row (the
 * api's own statement) on a pool of the api's size, then the kept answer. `uids` maps tokens to
 * Firebase uids. Without `member`, the static reference of public calls: the kept answer only.
 */
export async function startReference(member?: { databaseUrl: string; poolSize: number; uids: Record<string, string> }): Promise<ReferenceServer> {
  const answers = new Map<string, KeptAnswer>();
  const pool = member && new Pool({ connectionString: member.databaseUrl, max: member.poolSize });
  const uidByDigest = new Map(Object.entries(member?.uids ?? {}).map(([token, uid]) => [digest(token), uid]));
  const server = http.createServer((req, res) => {
    // A POST's body is read to its end (not parsed), as any server must before answering.
    req.resume();
    req.on('end', async () => {
      const kept = answers.get(`${req.method} ${req.url}`);
      if (!kept) return void res.writeHead(404).end();
      if (pool) {
        const uid = uidByDigest.get(digest(/^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''));
        const rows = uid ? (await pool.query({ name: MEMBER_BY_FIREBASE_UID.name, text: MEMBER_BY_FIREBASE_UID.text, values: [uid] })).rows : [];
        if (rows.length === 0) return void res.writeHead(401).end();
      }
      res.writeHead(kept.status, kept.headers).end(kept.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    answer: (method, path, answer) => void answers.set(`${method} ${path}`, { ...answer, headers: { ...answer.headers, 'content-length': String(answer.body.length) } }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool?.end();
    },
  };
}
