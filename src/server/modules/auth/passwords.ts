// The main site's passwords: the floor's argon2id hashing (src/server/floor/passwords.ts), which
// the sc site's members use too.
export { hashPassword, verifyPassword } from '../../floor/passwords';
