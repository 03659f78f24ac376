import { WEBHOOK_MODULES } from '@app/domain/core/webhooks';

export const moduleLabel = (module: string) => WEBHOOK_MODULES.find((m) => m.module === module)?.label ?? module;

/** The operations any of the chosen modules offers, each once, in the order the modules list them. */
export function offeredOperations(modules: readonly string[]): { name: string; label: string }[] {
  const offered = new Map<string, string>();
  for (const m of WEBHOOK_MODULES.filter((entry) => modules.includes(entry.module))) {
    for (const op of m.operations) if (!offered.has(op.name)) offered.set(op.name, op.label);
  }
  return [...offered].map(([name, label]) => ({ name, label }));
}

const ALL = offeredOperations(WEBHOOK_MODULES.map((m) => m.module));

export const operationLabel = (name: string) => ALL.find((op) => op.name === name)?.label ?? name;
