/** Placeholder island: the Learn & Act feed's in-place loading. */
export default function LearnActFeed(_props: Record<string, never>) {
  return null;
}
