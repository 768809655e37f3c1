import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignedUrlSigner } from '../src/platform/auth/signed-url';
import { HttpError } from '../src/platform/http/errors';

const secret = new TextEncoder().encode('secreto-de-prueba-suficientemente-largo-0123');

describe('signed image links', () => {
  test('a link is valid for its own file and variant until it expires', () => {
    let now = Date.UTC(2026, 0, 15, 12, 0, 0);
    const signer = new SignedUrlSigner(secret, 600, () => now);
    const { exp, sig } = signer.sign(42, 'original');
    assert.equal(exp, now / 1000 + 600);
    assert.equal(signer.check(42, 'original', String(exp), sig), 'valida');
    now += 599_000;
    assert.equal(signer.check(42, 'original', String(exp), sig), 'valida');
    now += 1000;
    assert.equal(signer.check(42, 'original', String(exp), sig), 'expirada');
  });

  test('cannot be reused for another file, another variant, a later expiry, or under another secret', () => {
    const signer = new SignedUrlSigner(secret, 600);
    const { exp, sig } = signer.sign(42, 'miniatura');
    assert.equal(signer.check(43, 'miniatura', String(exp), sig), 'invalida');
    assert.equal(signer.check(42, 'original', String(exp), sig), 'invalida');
    assert.equal(signer.check(42, 'miniatura', String(exp + 3600), sig), 'invalida');
    const other = new SignedUrlSigner(new TextEncoder().encode('otro-secreto-de-prueba-suficientemente-largo'), 600);
    assert.equal(other.check(42, 'miniatura', String(exp), sig), 'invalida');
  });

  test('a forged link is invalid even when its date has passed; malformed parameters are invalid, never an exception', () => {
    let now = Date.now();
    const signer = new SignedUrlSigner(secret, 60, () => now);
    const { exp, sig } = signer.sign(7, 'original');
    now += 3600_000;
    const forged = sig.slice(0, -2) + (sig.endsWith('AA') ? 'AB' : 'AA');
    assert.equal(signer.check(7, 'original', String(exp), forged), 'invalida');
    for (const [e, s] of [
      [undefined, sig],
      [String(exp), undefined],
      ['1e9', sig],
      ['-1', sig],
      [String(exp), sig + 'x'],
      [String(exp), 'a'.repeat(43)],
      [['1'], sig],
    ] as const) {
      assert.equal(signer.check(7, 'original', e, s), 'invalida', `${String(e)} ${String(s)}`);
    }
  });

  test('verify answers 403 for an invalid link and 410 with a Spanish message for an expired one', () => {
    let now = Date.now();
    const signer = new SignedUrlSigner(secret, 60, () => now);
    const { exp, sig } = signer.sign(9, 'original');
    signer.verify(9, 'original', String(exp), sig);
    assert.throws(
      () => signer.verify(10, 'original', String(exp), sig),
      (err: unknown) =>
        err instanceof HttpError && err.statusCode === 403 && err.code === 'enlace_invalido' && err.message === 'El enlace de la imagen no es válido',
    );
    now += 61_000;
    assert.throws(
      () => signer.verify(9, 'original', String(exp), sig),
      (err: unknown) => err instanceof HttpError && err.statusCode === 410 && err.code === 'enlace_expirado' && /expiró/.test(err.message),
    );
  });

  test('query() gives the exp and sig parameters of a URL', () => {
    const signer = new SignedUrlSigner(secret, 600);
    const params = new URLSearchParams(signer.query(5, 'miniatura'));
    assert.equal(signer.check(5, 'miniatura', params.get('exp'), params.get('sig')), 'valida');
  });

  test('with a step, links handed out within one step are the same URL and still last at least the TTL', () => {
    let now = Date.UTC(2026, 0, 15, 12, 0, 30);
    const signer = new SignedUrlSigner(secret, 900, () => now, 300);
    const first = signer.query(5, 'miniatura');
    now += 120_000;
    assert.equal(signer.query(5, 'miniatura'), first, 'two minutes later: the same link (the browser keeps its copy)');
    const exp = Number(new URLSearchParams(first).get('exp'));
    assert.ok(exp * 1000 >= Date.UTC(2026, 0, 15, 12, 0, 30) + 900_000, 'valid for the whole TTL from when it was handed out');
    now += 240_000;
    assert.notEqual(signer.query(5, 'miniatura'), first, 'the next step hands out a new link');
  });
});
