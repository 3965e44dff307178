// A module of its own: the staff inbox shows message times without loading the bubble (its
// progress bars and icons) at first load (issue 27).
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:mm in the viewer's time zone (docs/product.md §2.17). */
export function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
