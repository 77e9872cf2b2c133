import { sendMouse } from '@web/test-runner-commands';

/** The middle of an element, in the page's coordinates. */
export function centreOf(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

/** A real left click in the middle of the element, through the browser's input pipeline. */
export async function clickOn(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centreOf(element) });
}

/** Moves the real pointer to the middle of the element. */
export async function hoverOver(element: Element): Promise<void> {
  await sendMouse({ type: 'move', position: centreOf(element) });
}

/** Moves the real pointer to a point of the page. */
export async function moveTo(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'move', position: [x, y] });
}

/** Presses the real left button down at a point, without releasing it. */
export async function pressAt(position: [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
}

/** Moves the real pointer to a point and releases the left button there. */
export async function releaseAt(position: [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'up' });
}
