// PocketBase's users password field: 8 to 71 characters (bcrypt reads at most 72 bytes). The
// profile, reset and sign-up forms use these; the bounds themselves are in src/domain/shared-rules.ts.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/shared-rules'
