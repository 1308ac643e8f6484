/** Added to the trip page's URL after a paid checkout: the page opens the Trip Created popup over itself. */
export const CREATED_PARAM = 'created';
