import { Banner, Button, FormControl, TextInput } from '@primer/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewIssueForm_repository$key } from '../../../__generated__/NewIssueForm_repository.graphql';
import type { NewIssueFormCreateMutation } from '../../../__generated__/NewIssueFormCreateMutation.graphql';
import { formErrorText } from '../../milestones/formErrorText';
import { initialMetadata, type SelectedMetadata, type TemplateMetadata } from '../initialMetadata';
import { fieldDomId, IssueFormFields, type IssueFormFieldElement } from '../IssueFormFields/IssueFormFields';
import { initialIssueFormValues, issueFormFieldValues, validateIssueForm, type IssueFormValues } from '../issueFormValues';
import { MarkdownEditor } from '../MarkdownEditor/MarkdownEditor';
import { MetadataSidebar } from '../MetadataSidebar/MetadataSidebar';
import type { NewIssuePrefill } from '../prefill';
import classes from './NewIssueForm.module.css';

/** The template the issue starts from: a markdown template (title and body) or an issue form (elements). */
export interface ChosenTemplate extends TemplateMetadata {
  filename: string;
  title: string | null;
  body: string | null;
  /** The form's elements; null for a markdown template. */
  elements: readonly IssueFormFieldElement[] | null;
}

export interface NewIssueFormProps {
  repository: NewIssueForm_repository$key;
  template: ChosenTemplate | null;
  prefill: NewIssuePrefill;
}

const PERMISSION_TEXT = 'You do not have permission to create issues in this repository.';

/** The new-issue form: title, body or issue form fields, the permitted metadata, Create (spec 000 §2, issue 6). */
export function NewIssueForm({ repository: repositoryKey, template, prefill }: NewIssueFormProps) {
  const repository = useFragment(
    graphql`
      fragment NewIssueForm_repository on Repository {
        id
        nameWithOwner
        owner {
          login
        }
        viewerIssueCreationPermissions {
          labelable
          milestoneable
          assignable
          triageable
          typeable
        }
        labels(first: 100, orderBy: { field: NAME, direction: ASC }) {
          nodes {
            id
            name
            color
            description
          }
        }
        milestones(first: 100, states: [OPEN], orderBy: { field: DUE_DATE, direction: ASC }) {
          nodes {
            id
            title
            number
          }
        }
        assignableUsers(first: 100) {
          nodes {
            id
            login
            name
            avatarUrl(size: 40)
          }
        }
        issueTypes(first: 50) {
          nodes {
            id
            name
            description
            isEnabled
          }
        }
        projectsV2(first: 50) {
          nodes {
            id
            number
            title
            closed
          }
        }
      }
    `,
    repositoryKey,
  );
  const [commit, submitting] = useMutation<NewIssueFormCreateMutation>(graphql`
    mutation NewIssueFormCreateMutation($input: CreateIssueInput!) {
      createIssue(input: $input) {
        issue {
          id
          resourcePath
        }
      }
    }
  `);
  const navigate = useNavigate();
  const idPrefix = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const elements = template?.elements ?? null;
  const permissions = repository.viewerIssueCreationPermissions;
  const choices = {
    labels: (repository.labels?.nodes ?? []).flatMap((node) => (node ? [node] : [])),
    milestones: (repository.milestones?.nodes ?? []).flatMap((node) => (node ? [node] : [])),
    users: (repository.assignableUsers.nodes ?? []).flatMap((node) => (node ? [node] : [])),
    types: (repository.issueTypes?.nodes ?? []).flatMap((node) => (node?.isEnabled ? [node] : [])),
    projects: (repository.projectsV2.nodes ?? []).flatMap((node) => (node && !node.closed ? [node] : [])),
  };
  const [title, setTitle] = useState(prefill.title !== '' ? prefill.title : (template?.title ?? ''));
  const [body, setBody] = useState(prefill.body !== '' ? prefill.body : (template?.body ?? ''));
  const [formValues, setFormValues] = useState<IssueFormValues>(() => initialIssueFormValues(elements ?? []));
  const [metadata, setMetadata] = useState<SelectedMetadata>(() =>
    initialMetadata(repository.owner.login, permissions, prefill, template, choices),
  );
  const [titleError, setTitleError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = title.trim();
    const nextTitleError = trimmed === '' ? 'Title is required.' : null;
    const nextFieldErrors = elements ? validateIssueForm(elements, formValues) : new Map<string, string>();
    setTitleError(nextTitleError);
    setFieldErrors(nextFieldErrors);
    if (nextTitleError) {
      titleRef.current?.focus();
      return;
    }
    const firstMissing = nextFieldErrors.keys().next();
    if (!firstMissing.done) {
      document.getElementById(fieldDomId(idPrefix, firstMissing.value))?.focus();
      return;
    }
    setError(null);
    const nonEmpty = (ids: string[]) => (ids.length > 0 ? ids : undefined);
    commit({
      variables: {
        input: {
          repositoryId: repository.id,
          title: trimmed,
          body: elements ? undefined : body,
          issueTemplate: template?.filename,
          issueFormFieldValues: elements ? issueFormFieldValues(elements, formValues) : undefined,
          labelIds: nonEmpty(metadata.labelIds),
          assigneeIds: nonEmpty(metadata.assigneeIds),
          milestoneId: metadata.milestoneId ?? undefined,
          projectV2Ids: nonEmpty(metadata.projectIds),
          issueTypeId: metadata.typeId ?? undefined,
        },
      },
      onCompleted: (response, errors) => {
        const issue = response.createIssue?.issue;
        if (issue) void navigate(String(issue.resourcePath));
        else setError(formErrorText({ error: errors }, PERMISSION_TEXT));
      },
      onError: (failure) => setError(formErrorText({ error: failure }, PERMISSION_TEXT)),
    });
  };

  return (
    <form className={classes.layout} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-label="New issue">
      <div className={classes.main}>
        {error ? (
          <div role="alert">
            <Banner variant="critical" title="Could not create issue" description={error} />
          </div>
        ) : null}
        <FormControl required>
          <FormControl.Label>Add a title</FormControl.Label>
          <TextInput
            ref={titleRef}
            block
            name="title"
            placeholder="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            validationStatus={titleError ? 'error' : undefined}
          />
          {titleError ? <FormControl.Validation variant="error">{titleError}</FormControl.Validation> : null}
        </FormControl>
        {elements ? (
          <IssueFormFields
            elements={elements}
            values={formValues}
            errors={fieldErrors}
            onChange={(key, value) => setFormValues((current) => ({ ...current, [key]: value }))}
            context={repository.nameWithOwner}
            idPrefix={idPrefix}
          />
        ) : (
          <MarkdownEditor
            label="Add a description"
            name="body"
            placeholder="Type your description here…"
            value={body}
            onChange={setBody}
            context={repository.nameWithOwner}
          />
        )}
        <div className={classes.actions}>
          <Button type="submit" variant="primary" loading={submitting} disabled={submitting}>
            Create
          </Button>
        </div>
      </div>
      <MetadataSidebar permissions={permissions} choices={choices} selected={metadata} onChange={setMetadata} />
    </form>
  );
}
