/** Whether the person has pressed, tapped or typed on the page yet: no sound starts before. */
let gestured = false;
const gestures = ['pointerdown', 'keydown', 'touchend'] as const;

function markGesture(): void {
  gestured = true;
  for (const type of gestures) window.removeEventListener(type, markGesture, true);
}

if (typeof window !== 'undefined') {
  for (const type of gestures) window.addEventListener(type, markGesture, true);
}

export function hadUserGesture(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return gestured || activation?.hasBeenActive === true;
}
