/** Ids of the built-in roles the seed creates (the super administrator role is `sa`). */
export const ROLE_ADMIN = 'sa';
export const ROLE_TEACHER = 'teacher';
export const ROLE_STUDENT = 'student';
