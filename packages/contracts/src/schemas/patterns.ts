// Plain patterns without zod, so a page that checks a field (the sign-in) does not download the schemas.

/** Mainland 11-digit mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** At least 6 characters with both a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;
