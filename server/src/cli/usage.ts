import { COMMANDS } from './commandTable.ts';

const INDENT = '  ';
const SUMMARY_INDENT = '      ';

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The help text, printed by `help`/`--help` (stdout) and after every usage error (stderr). */
export const USAGE = [
  'Usage: npm run cli -- <command> [options]',
  '',
  'Commands:',
  ...COMMANDS.flatMap((command) => [
    `${INDENT}${command.synopsis}`,
    ...wrap(command.summary, 92).map((line) => `${SUMMARY_INDENT}${line}`),
  ]),
  `${INDENT}help`,
  `${SUMMARY_INDENT}Print this help.`,
  '',
  'Options for every command:',
  `${INDENT}--json    print JSON instead of text (errors too, on stderr)`,
  `${INDENT}--help    print this help`,
  '',
  'Database: DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in DATA_DIR',
  '(default ./data). When the server is running on that folder, commands run inside it.',
  'Exit status: 0 on success, 1 when the command fails, 2 on a usage error.',
].join('\n');
