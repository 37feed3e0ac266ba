import type { ChosenTemplate } from '../../features/newIssue/NewIssueForm/NewIssueForm';
import type { IssueFormFieldElement } from '../../features/newIssue/IssueFormFields/IssueFormFields';

interface MarkdownTemplate {
  readonly name: string;
  readonly filename: string;
  readonly title: string | null | undefined;
  readonly body: string | null | undefined;
  readonly labels: { readonly nodes: readonly ({ readonly name: string } | null | undefined)[] | null | undefined } | null | undefined;
  readonly assignees: { readonly nodes: readonly ({ readonly login: string } | null | undefined)[] | null | undefined };
  readonly type: { readonly name: string } | null | undefined;
}

interface FormTemplate {
  readonly name: string;
  readonly filename: string;
  readonly title: string | null | undefined;
  readonly labels: readonly string[];
  readonly assignees: readonly string[];
  readonly projects: readonly string[];
  readonly type: string | null | undefined;
  readonly elements: readonly IssueFormFieldElement[];
}

/** What `?template=` leads to: the template and its name, or a name that matches nothing. */
export type TemplateChoice = { kind: 'blank' } | { kind: 'notFound' } | { kind: 'found'; name: string; template: ChosenTemplate };

const matches = (wanted: string, entry: { name: string; filename: string }) => {
  const lower = wanted.toLowerCase();
  return entry.filename.toLowerCase() === lower || entry.name.toLowerCase() === lower;
};

/** Finds `?template=` (a file name, or a template's name) among the markdown templates and issue forms. */
export function chooseTemplate(
  wanted: string | null,
  templates: readonly MarkdownTemplate[],
  forms: readonly FormTemplate[],
): TemplateChoice {
  if (wanted === null) return { kind: 'blank' };
  const form = forms.find((entry) => matches(wanted, entry));
  if (form)
    return {
      kind: 'found',
      name: form.name,
      template: {
        filename: form.filename,
        title: form.title ?? null,
        body: null,
        labels: form.labels,
        assignees: form.assignees,
        projects: form.projects,
        type: form.type ?? null,
        elements: form.elements,
      },
    };
  const markdown = templates.find((entry) => matches(wanted, entry));
  if (markdown)
    return {
      kind: 'found',
      name: markdown.name,
      template: {
        filename: markdown.filename,
        title: markdown.title ?? null,
        body: markdown.body ?? null,
        labels: (markdown.labels?.nodes ?? []).flatMap((node) => (node ? [node.name] : [])),
        assignees: (markdown.assignees.nodes ?? []).flatMap((node) => (node ? [node.login] : [])),
        projects: [],
        type: markdown.type?.name ?? null,
        elements: null,
      },
    };
  return { kind: 'notFound' };
}
