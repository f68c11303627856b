import { answerFileCodec, openAnswerFile } from '@xuekao/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAnswerKey, makeAnswerFile } from './answer-file';
import type { JournalEntry } from './answer-journal';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function siteKeys() {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = answerFileCodec.toB64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { spki, privateKey: pair.privateKey };
}

/** The server's answer to /answer-key (the request helper reads the envelope). */
function serveKey(publicKey: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ code: 0, msg: '', data: { alg: 'RSA-OAEP-256+A256GCM', publicKey } })),
    ),
  );
}

const paper = { id: 'p1', userId: 'u1', examId: 'e1', title: '期末考试 / 第一场' };
const entry = (quId: string, seq: number): JournalEntry => ({
  paperId: 'p1',
  quId,
  answer: { optionIds: ['a'] },
  answered: true,
  seq,
  at: seq,
});

afterEach(() => vi.unstubAllGlobals());

describe('the answer file', () => {
  it('seals the waiting answers to the key kept on the device; only the private key opens it', async () => {
    const keys = await siteKeys();
    serveKey(keys.spki);
    expect(await keepAnswerKey()).toBe(true);
    const file = await makeAnswerFile(paper, [entry('q2', 11), entry('q3', 12)], 1_800_000_000_000, 1_799_999_990_000);
    expect(file?.name).toMatch(/^答案文件_期末考试_第一场_\d{12}\.xkans$/);
    // Only the envelope is in the clear; quotes and braces never occur in base64, so a question id or an
    // answer in JSON would show as '"q2"' or 'optionIds' (a bare 'q2' may occur by chance in the ciphertext).
    const sealed = JSON.parse(file?.text ?? '{}') as Record<string, unknown>;
    expect(Object.keys(sealed).sort()).toEqual(['alg', 'data', 'format', 'iv', 'key', 'paperId', 'v']);
    expect(file?.text).not.toContain('"q2"');
    expect(file?.text).not.toContain('optionIds');
    const opened = await openAnswerFile(file?.text ?? '', keys.privateKey);
    expect(opened).toMatchObject({ paperId: 'p1', userId: 'u1', examId: 'e1', lastAck: 1_799_999_990_000 });
    expect(opened.entries.map((e) => [e.quId, e.seq])).toEqual([
      ['q2', 11],
      ['q3', 12],
    ]);
    // another key cannot open it
    const other = await siteKeys();
    await expect(openAnswerFile(file?.text ?? '', other.privateKey)).rejects.toThrow();
  });

  it('without a server the key is not fetched (the one kept before stays)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await keepAnswerKey()).toBe(false);
  });
});
