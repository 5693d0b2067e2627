/** Where the app runs: iOS, and whether it was opened from the home screen (docs/install.md). */

/** iPhone and iPad: an iPad's Safari says it is a Mac, but a Mac has no touch screen. */
export const isIos = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Opened from the home screen (the installed app), not in a browser tab. */
export const isStandalone = (): boolean =>
  matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS offers web push only to a site added to the home screen and opened from there (Safari 16.4 and later). */
export const pushNeedsHomeScreen = (): boolean => isIos() && !isStandalone();
