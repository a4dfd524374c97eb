import type { CourseModule } from "../../../../../api/catalogContent.ts";
import { moveItem } from "../parts/moveItem.ts";

// The whole tree's order, as the order route takes it, after one module or lesson moved.

export type CourseOrder = { id: number; lessonIds: number[] }[];

export function orderOf(modules: readonly CourseModule[]): CourseOrder {
  return modules.map((m) => ({ id: m.id, lessonIds: m.lessons.map((l) => l.id) }));
}

export function moveModule(modules: readonly CourseModule[], from: number, to: number): CourseOrder {
  return orderOf(moveItem(modules, from, to));
}

export function moveLesson(
  modules: readonly CourseModule[],
  moduleId: number,
  from: number,
  to: number,
): CourseOrder {
  return orderOf(modules).map((m) =>
    m.id === moduleId ? { ...m, lessonIds: moveItem(m.lessonIds, from, to) } : m,
  );
}
