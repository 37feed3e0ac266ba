/**
 * Pure parsing of a repository's issue templates, as GitHub reads them from the default branch:
 * markdown templates (`.github/ISSUE_TEMPLATE/*.md` with YAML front matter), issue forms
 * (`.github/ISSUE_TEMPLATE/*.yml|*.yaml`, validated against GitHub's issue-form schema) and the
 * chooser's `config.yml`. No database access here; the resolvers hand in the stored files.
 */
import { parse as parseYaml } from 'yaml';

export const TEMPLATE_DIR = '.github/ISSUE_TEMPLATE/';
export const CONFIG_FILENAME = 'config.yml';

export interface MarkdownTemplate {
  filename: string;
  name: string;
  about: string;
  title: string | null;
  labels: string[];
  assignees: string[];
  projects: string[];
  type: string | null;
  body: string;
}

export type IssueFormElementType = 'markdown' | 'input' | 'textarea' | 'dropdown' | 'checkboxes';

export interface IssueFormOption {
  label: string;
  required: boolean;
}

export interface IssueFormElement {
  type: IssueFormElementType;
  id: string | null;
  label: string | null;
  description: string | null;
  placeholder: string | null;
  value: string | null;
  required: boolean;
  render: string | null;
  options: IssueFormOption[];
  multiple: boolean;
  default: number | null;
}

export interface IssueForm {
  filename: string;
  name: string;
  description: string;
  title: string | null;
  labels: string[];
  assignees: string[];
  projects: string[];
  type: string | null;
  elements: IssueFormElement[];
}

export interface InvalidIssueForm {
  filename: string;
  errors: string[];
}

export interface ContactLink {
  name: string;
  url: string;
  about: string;
}

export interface TemplateConfig {
  blankIssuesEnabled: boolean;
  contactLinks: ContactLink[];
  errors: string[];
}

export interface ParsedTemplates {
  templates: MarkdownTemplate[];
  forms: IssueForm[];
  /** Forms (and a broken `config.yml`) with the reasons GitHub would refuse them. */
  invalid: InvalidIssueForm[];
  config: TemplateConfig;
}

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar as text (YAML reads `title: 1.0` as a number); null for anything else. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Labels, assignees or projects: a YAML list or one comma-separated string, as GitHub accepts. */
export function nameList(value: unknown): string[] | null {
  if (value === null || value === undefined) return [];
  const items = Array.isArray(value) ? value.map(scalarText) : typeof value === 'string' ? value.split(',') : null;
  if (!items || items.some((item) => item === null)) return null;
  return (items as string[]).map((item) => item.trim()).filter((item) => item !== '');
}

/** The `.github/ISSUE_TEMPLATE/` file name of a path, or null when the path is not directly in it. */
export function templateFilename(path: string): string | null {
  if (!path.startsWith(TEMPLATE_DIR)) return null;
  const filename = path.slice(TEMPLATE_DIR.length);
  return filename !== '' && !filename.includes('/') ? filename : null;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** A markdown template, or null when the file has no front matter with a `name` and an `about`. */
export function parseMarkdownTemplate(filename: string, content: string): MarkdownTemplate | null {
  const match = FRONT_MATTER.exec(content);
  if (!match) return null;
  let meta: unknown;
  try {
    meta = parseYaml(match[1] ?? '');
  } catch {
    return null;
  }
  if (!isDict(meta)) return null;
  const name = scalarText(meta.name)?.trim();
  const about = scalarText(meta.about)?.trim();
  if (!name || !about) return null;
  const title = scalarText(meta.title);
  const type = scalarText(meta.type)?.trim();
  return {
    filename,
    name,
    about,
    title: title ? title : null,
    labels: nameList(meta.labels) ?? [],
    assignees: nameList(meta.assignees) ?? [],
    projects: nameList(meta.projects) ?? [],
    type: type ? type : null,
    body: content.slice(match[0].length).replace(/^(\r?\n)+/, ''),
  };
}

const ELEMENT_TYPES: readonly IssueFormElementType[] = ['markdown', 'input', 'textarea', 'dropdown', 'checkboxes'];
const FORM_KEYS = ['name', 'description', 'title', 'labels', 'assignees', 'projects', 'type', 'body'];
const ELEMENT_KEYS = ['type', 'id', 'attributes', 'validations'];
const ATTRIBUTE_KEYS: Record<IssueFormElementType, string[]> = {
  markdown: ['value'],
  input: ['label', 'description', 'placeholder', 'value'],
  textarea: ['label', 'description', 'placeholder', 'value', 'render'],
  dropdown: ['label', 'description', 'multiple', 'options', 'default'],
  checkboxes: ['label', 'description', 'options'],
};
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

const quote = (value: unknown) => `'${String(value)}'`;
const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Parses and validates an issue form; `errors` is empty exactly when `form` is set. */
export function parseIssueForm(filename: string, content: string): { form: IssueForm | null; errors: string[] } {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(`${filename}: ${message}`);
  let doc: unknown;
  try {
    doc = parseYaml(content);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    fail(`is not valid YAML (${reason.replace(/[.:]$/, '')}).`);
    return { form: null, errors };
  }
  if (!isDict(doc)) {
    fail('must be a YAML mapping with a name, a description and a body.');
    return { form: null, errors };
  }
  for (const key of Object.keys(doc)) if (!FORM_KEYS.includes(key)) fail(`has an unknown top-level key ${quote(key)}.`);
  if (!nonEmptyString(doc.name)) fail("must have a 'name' (a non-empty string).");
  if (!nonEmptyString(doc.description)) fail("must have a 'description' (a non-empty string).");
  if (doc.title !== undefined && doc.title !== null && scalarText(doc.title) === null) fail("'title' must be a string.");
  if (doc.type !== undefined && doc.type !== null && typeof doc.type !== 'string') fail("'type' must be a string.");
  const lists: Record<string, string[]> = {};
  for (const key of ['labels', 'assignees', 'projects']) {
    const list = nameList(doc[key]);
    if (list === null) fail(`${quote(key)} must be a list of strings or a comma-separated string.`);
    lists[key] = list ?? [];
  }
  const elements: IssueFormElement[] = [];
  if (!Array.isArray(doc.body) || doc.body.length === 0) {
    fail("must have a 'body' with at least one element.");
  } else {
    const ids = new Set<string>();
    doc.body.forEach((raw: unknown, index) => {
      const element = parseElement(raw, `body[${index}]`, ids, fail);
      if (element) elements.push(element);
    });
    if (elements.length === doc.body.length && elements.every((element) => element.type === 'markdown')) {
      fail("'body' must have at least one element that is not markdown.");
    }
  }
  if (errors.length > 0) return { form: null, errors };
  const title = scalarText(doc.title);
  return {
    form: {
      filename,
      name: (doc.name as string).trim(),
      description: (doc.description as string).trim(),
      title: title ? title : null,
      labels: lists.labels ?? [],
      assignees: lists.assignees ?? [],
      projects: lists.projects ?? [],
      type: typeof doc.type === 'string' && doc.type.trim() !== '' ? doc.type.trim() : null,
      elements,
    },
    errors,
  };
}

function parseElement(raw: unknown, where: string, ids: Set<string>, fail: (message: string) => void): IssueFormElement | null {
  if (!isDict(raw)) {
    fail(`${where} must be a mapping with a type and attributes.`);
    return null;
  }
  const before = { count: 0 };
  const problem = (message: string) => {
    before.count += 1;
    fail(`${where} ${message}`);
  };
  for (const key of Object.keys(raw)) if (!ELEMENT_KEYS.includes(key)) problem(`has an unknown key ${quote(key)}.`);
  const type = raw.type;
  if (type === undefined || type === null) {
    problem("is missing a 'type'.");
    return null;
  }
  if (typeof type !== 'string' || !ELEMENT_TYPES.includes(type as IssueFormElementType)) {
    problem(`has an unknown type ${quote(type)}.`);
    return null;
  }
  const kind = type as IssueFormElementType;
  let id: string | null = null;
  if (raw.id !== undefined && raw.id !== null) {
    if (typeof raw.id !== 'string' || !ID_PATTERN.test(raw.id)) {
      problem(`has an invalid id ${quote(raw.id)}: use only letters, digits, '-' and '_'.`);
    } else if (ids.has(raw.id)) {
      problem(`has the id ${quote(raw.id)}, which another element already uses.`);
    } else {
      ids.add(raw.id);
      id = raw.id;
    }
  }
  const attributes = raw.attributes;
  if (!isDict(attributes)) {
    problem("is missing its 'attributes'.");
    return null;
  }
  for (const key of Object.keys(attributes)) {
    if (!ATTRIBUTE_KEYS[kind].includes(key)) problem(`has an unknown attribute ${quote(key)} for type ${quote(kind)}.`);
  }
  const text = (key: string): string | null => {
    const value = attributes[key];
    if (value === undefined || value === null) return null;
    const result = scalarText(value);
    if (result === null) problem(`attribute ${quote(key)} must be a string.`);
    return result;
  };
  const element: IssueFormElement = {
    type: kind,
    id,
    label: null,
    description: null,
    placeholder: null,
    value: null,
    required: false,
    render: null,
    options: [],
    multiple: false,
    default: null,
  };
  if (kind === 'markdown') {
    if (!nonEmptyString(attributes.value)) problem("(markdown) needs an 'attributes.value' with the text to show.");
    else element.value = attributes.value;
  } else {
    if (!nonEmptyString(attributes.label)) problem("needs an 'attributes.label' (a non-empty string).");
    else element.label = attributes.label;
    element.description = text('description');
    if (kind === 'input' || kind === 'textarea') {
      element.placeholder = text('placeholder');
      element.value = text('value');
    }
    if (kind === 'textarea') element.render = text('render');
    if (kind === 'dropdown') parseDropdown(attributes, element, problem);
    if (kind === 'checkboxes') parseCheckboxes(attributes, element, problem);
  }
  const validations = raw.validations;
  if (validations !== undefined && validations !== null) {
    if (kind === 'markdown') {
      problem("(markdown) cannot have 'validations'.");
    } else if (!isDict(validations)) {
      problem("'validations' must be a mapping.");
    } else {
      for (const key of Object.keys(validations)) if (key !== 'required') problem(`has an unknown validation ${quote(key)}.`);
      if (validations.required !== undefined) {
        if (typeof validations.required !== 'boolean') problem("'validations.required' must be true or false.");
        else element.required = validations.required;
      }
    }
  }
  return before.count === 0 ? element : null;
}

function parseDropdown(attributes: Dict, element: IssueFormElement, problem: (message: string) => void): void {
  const options = attributes.options;
  if (!Array.isArray(options) || options.length === 0) {
    problem("(dropdown) needs a non-empty 'attributes.options' list.");
  } else {
    const seen = new Set<string>();
    options.forEach((option: unknown, index) => {
      const label = scalarText(option);
      if (label === null || label.trim() === '') problem(`option ${index} must be a non-empty string.`);
      else if (seen.has(label)) problem(`has the option ${quote(label)} more than once.`);
      else if (label.trim().toLowerCase() === 'none') problem("cannot use 'None' as an option: it is reserved.");
      else {
        seen.add(label);
        element.options.push({ label, required: false });
      }
    });
  }
  if (attributes.multiple !== undefined && attributes.multiple !== null) {
    if (typeof attributes.multiple !== 'boolean') problem("attribute 'multiple' must be true or false.");
    else element.multiple = attributes.multiple;
  }
  if (attributes.default !== undefined && attributes.default !== null) {
    const index = attributes.default;
    const count = Array.isArray(options) ? options.length : 0;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count) {
      problem(`has a 'default' of ${quote(index)}, which is not the index of one of its ${count} options.`);
    } else element.default = index;
  }
}

function parseCheckboxes(attributes: Dict, element: IssueFormElement, problem: (message: string) => void): void {
  const options = attributes.options;
  if (!Array.isArray(options) || options.length === 0) {
    problem("(checkboxes) needs a non-empty 'attributes.options' list.");
    return;
  }
  options.forEach((option: unknown, index) => {
    if (!isDict(option)) {
      problem(`option ${index} must be a mapping with a 'label'.`);
      return;
    }
    for (const key of Object.keys(option)) {
      if (key !== 'label' && key !== 'required') problem(`option ${index} has an unknown key ${quote(key)}.`);
    }
    if (!nonEmptyString(option.label)) problem(`option ${index} needs a 'label' (a non-empty string).`);
    if (option.required !== undefined && typeof option.required !== 'boolean') {
      problem(`option ${index} has a 'required' that is not true or false.`);
    }
    if (nonEmptyString(option.label)) element.options.push({ label: option.label, required: option.required === true });
  });
}

/** `config.yml`: whether blank issues are allowed (default yes) and the contact links. */
export function parseTemplateConfig(content: string | null | undefined): TemplateConfig {
  const config: TemplateConfig = { blankIssuesEnabled: true, contactLinks: [], errors: [] };
  if (content === null || content === undefined) return config;
  const fail = (message: string) => config.errors.push(`${CONFIG_FILENAME}: ${message}`);
  let doc: unknown;
  try {
    doc = parseYaml(content);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    fail(`is not valid YAML (${reason.replace(/[.:]$/, '')}).`);
    return config;
  }
  if (doc === null || doc === undefined) return config;
  if (!isDict(doc)) {
    fail('must be a YAML mapping.');
    return config;
  }
  for (const key of Object.keys(doc)) {
    if (key !== 'blank_issues_enabled' && key !== 'contact_links') fail(`has an unknown key ${quote(key)}.`);
  }
  if (doc.blank_issues_enabled !== undefined && doc.blank_issues_enabled !== null) {
    if (typeof doc.blank_issues_enabled !== 'boolean') fail("'blank_issues_enabled' must be true or false.");
    else config.blankIssuesEnabled = doc.blank_issues_enabled;
  }
  const links = doc.contact_links;
  if (links !== undefined && links !== null) {
    if (!Array.isArray(links)) fail("'contact_links' must be a list.");
    else {
      links.forEach((link: unknown, index) => {
        const where = `contact_links[${index}]`;
        if (!isDict(link)) return void fail(`${where} must be a mapping with a name, a url and an about.`);
        const missing = ['name', 'url', 'about'].filter((key) => !nonEmptyString(link[key]));
        if (missing.length > 0) return void fail(`${where} is missing ${missing.map(quote).join(', ')}.`);
        const url = (link.url as string).trim();
        if (!/^https?:\/\/\S+$/i.test(url)) return void fail(`${where} has a url that is not an http(s) URL.`);
        config.contactLinks.push({ name: (link.name as string).trim(), url, about: (link.about as string).trim() });
      });
    }
  }
  return config;
}

/** Reads every template file among the repository's stored files; results sorted by file name. */
export function parseTemplateFiles(files: readonly { path: string; content: string }[]): ParsedTemplates {
  const result: ParsedTemplates = { templates: [], forms: [], invalid: [], config: parseTemplateConfig(null) };
  const sorted = files
    .map((file) => ({ filename: templateFilename(file.path), content: file.content }))
    .filter((file): file is { filename: string; content: string } => file.filename !== null)
    .sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
  for (const { filename, content } of sorted) {
    if (filename === CONFIG_FILENAME) {
      result.config = parseTemplateConfig(content);
      if (result.config.errors.length > 0) result.invalid.push({ filename, errors: result.config.errors });
    } else if (/\.md$/i.test(filename)) {
      const template = parseMarkdownTemplate(filename, content);
      if (template) result.templates.push(template);
    } else if (/\.ya?ml$/i.test(filename)) {
      const { form, errors } = parseIssueForm(filename, content);
      if (form) result.forms.push(form);
      else result.invalid.push({ filename, errors });
    }
  }
  return result;
}
