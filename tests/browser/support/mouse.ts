import { sendMouse } from '@web/test-runner-commands';

function centreOf(element: Element): [number, number] {
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
