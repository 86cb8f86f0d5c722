import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (failed and longer files first, from its cache; larger files first without
 * one), with the unit files ahead of the rest: they need no emulators, so they run while the test
 * stacks come up in the background (tests/support/global-setup.ts) instead of after the last
 * browser journey.
 */
export default class UnitFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const unit = sorted.filter((file) => file.project.name === 'unit');
    return [...unit, ...sorted.filter((file) => file.project.name !== 'unit')];
  }
}
