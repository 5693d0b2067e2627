/** The daily caps on invitations (worker/notify/consent.ts), in a file of their own that scripts can import without the database. */
/**
 * Invitations one address receives per UTC day at most (across all matches and clients), and of those at most
 * INVITES_PER_CLIENT_PER_DAY caused by one client (the write limit's key: an IPv4 address, an IPv6 /64). One client's
 * flood — a stranger's rematches — spends only its own two, so a friend's invitation still goes out the same day;
 * spending the address's whole day takes five clients (docs/security.md, issue #39 item 4).
 */
export const INVITES_PER_ADDRESS_PER_DAY = 10;
export const INVITES_PER_CLIENT_PER_DAY = 2;
