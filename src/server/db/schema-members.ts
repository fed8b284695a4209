// Member tables (users, companies, memberships, sessions, SMS codes and outbox, login failures).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemberTables {}
