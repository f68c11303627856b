/** What a session remembers of its user; permissions are resolved from `roleIds` on each check. */
export interface Session {
  tokenHash: string;
  userId: string;
  userName: string;
  realName: string;
  roleType: number;
  roleIds: string[];
  deptCode: string;
  /** ms since epoch */
  createTime: number;
  /** ms since epoch; slides forward with use */
  expireTime: number;
}

/** Where sessions persist: the database, or Redis when configured. */
export interface SessionStore {
  load(tokenHash: string): Promise<Session | null>;
  save(session: Session): Promise<void>;
  touch(tokenHash: string, expireTime: number): Promise<void>;
  remove(tokenHashes: string[]): Promise<void>;
  /** Remove a user's sessions (all, or all but one) and answer the removed hashes. */
  removeByUser(userId: string, exceptHash?: string): Promise<string[]>;
  /** Update the cached user fields of every session of a user (name, department, roles). */
  updateUser(
    userId: string,
    patch: Partial<Pick<Session, 'realName' | 'roleType' | 'roleIds' | 'deptCode'>>,
  ): Promise<void>;
}
