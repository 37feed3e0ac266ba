import type { DbOrTx } from '../client.ts';
import { issueFieldOptions, issueFields, issueTypePinnedFields, issueTypes, type issueTypeColor } from '../schema/index.ts';
import { toDate } from './batch.ts';
import type { FieldRefs, IssueTypeRefs } from './planTypes.ts';
import { DAY, REFERENCE_TIME } from './random.ts';

type TypeColor = (typeof issueTypeColor.enumValues)[number];

interface TypeDefinition {
  name: string;
  description: string;
  color: TypeColor;
  isEnabled: boolean;
}

/** GitHub gives every organization Task, Bug and Feature; ACME adds Epic and a disabled type. */
const defaultTypes: readonly TypeDefinition[] = [
  { name: 'Task', description: 'A specific piece of work', color: 'YELLOW', isEnabled: true },
  { name: 'Bug', description: 'An unexpected problem or behavior', color: 'RED', isEnabled: true },
  { name: 'Feature', description: 'A request, idea, or new functionality', color: 'BLUE', isEnabled: true },
];

const acmeTypes: readonly TypeDefinition[] = [
  { name: 'Bug', description: 'An unexpected problem or behavior', color: 'RED', isEnabled: true },
  { name: 'Feature', description: 'A request, idea, or new functionality', color: 'BLUE', isEnabled: true },
  { name: 'Task', description: 'A specific piece of work', color: 'YELLOW', isEnabled: true },
  { name: 'Epic', description: 'A large body of work tracked through sub-issues', color: 'PURPLE', isEnabled: true },
  { name: 'Incident', description: 'Retired: use Bug with priority P0', color: 'ORANGE', isEnabled: false },
];

const created = toDate(REFERENCE_TIME - 400 * DAY);

async function insertTypes(tx: DbOrTx, orgId: number, definitions: readonly TypeDefinition[]): Promise<Map<string, number>> {
  const rows = await tx
    .insert(issueTypes)
    .values(definitions.map((type, position) => ({ orgId, ...type, position, createdAt: created, updatedAt: created })))
    .returning({ id: issueTypes.id, name: issueTypes.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

function typeRefs(ids: ReadonlyMap<string, number>): IssueTypeRefs {
  const get = (name: string): number => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`Seed issue type ${name} is missing`);
    return id;
  };
  return { bug: get('Bug'), feature: get('Feature'), task: get('Task'), epic: ids.get('Epic') ?? null };
}

export async function insertDefaultIssueTypes(tx: DbOrTx, orgId: number): Promise<IssueTypeRefs> {
  return typeRefs(await insertTypes(tx, orgId, defaultTypes));
}

/** ACME's types plus the four issue fields, with some fields pinned to some types. */
export async function insertAcmePlanning(tx: DbOrTx, orgId: number): Promise<{ types: IssueTypeRefs; fields: FieldRefs }> {
  const types = typeRefs(await insertTypes(tx, orgId, acmeTypes));
  const fieldRows = await tx
    .insert(issueFields)
    .values([
      {
        orgId,
        name: 'Priority',
        slug: 'priority',
        description: 'How urgent the work is',
        dataType: 'single_select' as const,
        createdAt: created,
        updatedAt: created,
      },
      {
        orgId,
        name: 'Customer',
        slug: 'customer',
        description: 'The customer who asked for it',
        dataType: 'text' as const,
        createdAt: created,
        updatedAt: created,
      },
      {
        orgId,
        name: 'Target date',
        slug: 'target-date',
        description: 'When we aim to ship',
        dataType: 'date' as const,
        createdAt: created,
        updatedAt: created,
      },
      {
        orgId,
        name: 'Estimate',
        slug: 'estimate',
        description: 'Effort in ideal days',
        dataType: 'number' as const,
        createdAt: created,
        updatedAt: created,
      },
    ])
    .returning({ id: issueFields.id, slug: issueFields.slug });
  const field = (slug: string): number => {
    const id = fieldRows.find((row) => row.slug === slug)?.id;
    if (id === undefined) throw new Error(`Seed issue field ${slug} is missing`);
    return id;
  };
  const priority = field('priority');
  const options = await tx
    .insert(issueFieldOptions)
    .values([
      { fieldId: priority, name: 'P0', color: 'RED', description: 'Critical: drop everything', position: 0 },
      { fieldId: priority, name: 'P1', color: 'ORANGE', description: 'High: this cycle', position: 1 },
      { fieldId: priority, name: 'P2', color: 'YELLOW', description: 'Medium: next cycle', position: 2 },
      { fieldId: priority, name: 'P3', color: 'GRAY', description: 'Low: some day', position: 3 },
    ])
    .returning({ id: issueFieldOptions.id });
  await tx.insert(issueTypePinnedFields).values([
    { issueTypeId: types.bug, fieldId: priority, position: 0 },
    { issueTypeId: types.feature, fieldId: priority, position: 0 },
    { issueTypeId: types.feature, fieldId: field('target-date'), position: 1 },
    { issueTypeId: types.epic ?? types.feature, fieldId: field('target-date'), position: 0 },
    { issueTypeId: types.epic ?? types.feature, fieldId: field('estimate'), position: 1 },
    { issueTypeId: types.epic ?? types.feature, fieldId: field('customer'), position: 2 },
  ]);
  return {
    types,
    fields: {
      priority: { fieldId: priority, optionIds: options.map((row) => row.id) },
      customer: field('customer'),
      targetDate: field('target-date'),
      estimate: field('estimate'),
    },
  };
}
