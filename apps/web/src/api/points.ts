/** Points: the learner's log (docs/REQUIREMENTS.md#points). Read with `usePaging` (params.title). */
export const MY_POINTS_PAGING_URL = '/api/user/points/my-paging';
