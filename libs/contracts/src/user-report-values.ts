/** Zod-free values of the user reports (a client may use them without loading zod). */

/** Field codes of `POST /api/user-reports`. */
export const USER_REPORT_ERROR = {
  ratingRequired: 'rating_required',
  ratingRange: 'rating_range',
  textRequired: 'text_required',
  textTooLong: 'text_too_long',
  screenInvalid: 'screen_invalid',
  screenshotNotFound: 'screenshot_not_found',
  versionInvalid: 'version_invalid',
} as const;

export const USER_REPORT_TEXT_MAX = 2000;
