import { SignJWT, jwtVerify } from 'jose';

/** Claims of our access token: `sub` = user id, `sid` = server session id (sesiones.id). */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

const ALG = 'HS256';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** null for anything not signed by us, expired, or malformed. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: [ALG] });
      const userId = Number(payload.sub);
      const sid = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sid !== 'string' || !UUID_RE.test(sid)) return null;
      return { userId, sessionId: sid };
    } catch {
      return null;
    }
  }
}
