import { useState, type DragEvent } from "react";

/**
 * Native drag and drop for the rows of a list: a row dragged onto another row takes its place.
 * Answers the props to spread on each row and the index currently dragged over (for a highlight).
 */
export function useDragOrder(onMove: (from: number, to: number) => void, disabled = false) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const rowProps = (index: number) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onMove(dragged, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });

  return { rowProps, over };
}
