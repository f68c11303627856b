/** Points: the learner's log (spec learner §7). Read with `usePaging` (params.title). */
export const MY_POINTS_PAGING_URL = '/api/user/points/my-paging';
