/** The mark of a computer player: a small robot head drawn inline, since an emoji shows as a box without an emoji font. */
export function BotIcon() {
  return (
    <svg class="bot-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M8 1.5v2.5" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
      <circle cx="8" cy="1.6" r="1.1" fill="currentColor" />
      <rect x="2.5" y="4.5" width="11" height="9" rx="2.5" fill="none" stroke="currentColor" stroke-width="1.5" />
      <circle cx="6" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="10" cy="8.5" r="1.2" fill="currentColor" />
      <path d="M6 11.3h4" stroke="currentColor" stroke-width="1.2" stroke-linecap="round" />
    </svg>
  );
}
