/** What a seed run added, for the CLI's output and start-up logs. */
export interface SeedSummary {
  /** Accounts of kind user or bot. */
  users: number;
  organizations: number;
  repositories: number;
  issues: number;
  pullRequests: number;
  comments: number;
  labels: number;
  milestones: number;
}
