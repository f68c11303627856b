/** A list cell of a person: the real name, and below it the account and department in grey. */
export function UserCell({ r }: { r: { realName: string; userName: string; deptCode_dictText: string } }) {
  return (
    <div style={{ lineHeight: 1.4 }}>
      <div>{r.realName || r.userName}</div>
      <div style={{ color: '#999', fontSize: 12 }}>
        {r.userName}
        {r.deptCode_dictText ? ` · ${r.deptCode_dictText}` : ''}
      </div>
    </div>
  );
}
