// PocketBase's users password field: 8 to 71 characters (bcrypt reads at most 72 bytes). The
// profile, reset and sign-up forms and pb_hooks/signup-lib.js all use these (parity test).

/** Fewest characters a staff password may have. */
export const PASSWORD_MIN_LENGTH = 8
/** Most characters a staff password may have. */
export const PASSWORD_MAX_LENGTH = 71
