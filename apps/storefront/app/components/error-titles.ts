/** Document title of the not-found page. */
export const NOT_FOUND_TITLE = '404 Not Found';
/** Text of every other error. */
export const ERROR_TITLE = 'An error occurred';
