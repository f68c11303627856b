/** Study constants (docs/REQUIREMENTS.md#constants). */
export const STUDY = {
  /** The client's heartbeat period. */
  HEARTBEAT_SEC: 10,
  /** Longest gap one heartbeat may credit (a late heartbeat credits no more than this). */
  MAX_CREDIT_SEC: 15,
  /** Reading check grace after it opens. */
  CHECK_GRACE_SEC: 30,
  /** Exercise pop-up interval cap. */
  EXERCISE_MAX_INTERVAL_SEC: 600,
  /** Study photo interval when it cannot be derived. */
  FACE_DEFAULT_INTERVAL_SEC: 120,
  /** Consecutive face failures that end study. */
  FACE_FAIL_LIMIT: 3,
  /** Video: a jump over this many seconds is snapped back when dragging is off. */
  DRAG_TOLERANCE_SEC: 2,
  /** Video: a saved position is resumed only over this many seconds. */
  RESUME_MIN_SEC: 5,
} as const;
