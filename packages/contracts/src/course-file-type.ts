/**
 * Courseware types (dictionary `course_file_type`). A document (11) is shown through its `viewUrl` (an
 * online view address, or the file itself when the browser can show it); a plain file (22) is downloaded
 * from its `fileUrl`. Video, audio, PDF and images play from `fileUrl`; a live file's `viewUrl` is the
 * pull address.
 */
export const CourseFileType = { VIDEO: 1, AUDIO: 2, PDF: 3, IMAGE: 4, LIVE: 5, DOC: 11, FILE: 22 } as const;
export const COURSE_FILE_TYPES = Object.values(CourseFileType) as number[];
